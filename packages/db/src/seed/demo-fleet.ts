import { createHash, randomBytes } from 'node:crypto';
import type {
  FuelType,
  Gearbox,
  LicenceClass,
  VehicleBlockType,
} from '@buchbar/domain/fleet/vehicle-constants';
import { addDays, isoWeekday, type LocalDate, toInstant } from '@buchbar/domain/time/zoned-time';
import {
  objectAttributeConditions,
  objectAttributes,
  serviceBookletEntries,
  vehicleAttributeValues,
  vehicleBookingApprovers,
  vehicleBookings,
  vehicleDepartments,
  vehicleHistory,
  vehicleHistoryDamages,
  vehicles,
} from '../schema/fleet';
import { locations } from '../schema/locations';
import { settingValues } from '../schema/settings';
import type { SeedDb } from './fixtures';

const id = (group: number, n: number) => `00000000-0000-4000-${8200 + group}-${String(n).padStart(12, '0')}`;
/** The second site of the demo tenant (the first is demo-spaces' "Hauptgebäude"). */
export const DEMO_BRANCH_LOCATION_ID = id(0, 1);
export const demoVehicleId = (n: number) => id(1, n);
export const demoAttributeId = (n: number) => id(2, n);
export const demoVehicleBookingId = (n: number) => id(3, n);

type DemoVehicle = {
  n: number;
  at: 'main' | 'branch';
  category: string;
  make: string;
  model: string;
  plate: string;
  fuel: FuelType;
  gearbox: Gearbox;
  powerKw: number;
  seats: number;
  doors: number;
  trunk: number;
  colour: string;
  image: string;
  licence?: LicenceClass;
  features?: ('airConditioning' | 'navigation' | 'cruiseControl' | 'seatHeating')[];
  fuelCard: 'ja' | 'nein';
  towbar?: 'keine' | 'abnehmbar' | 'fest';
  note?: string;
  fleetOnly?: boolean;
  window?: { weekdays: number[]; from: string; to: string; outside: boolean };
  guest?: boolean;
  validForDays?: number;
};

const ALL = ['airConditioning', 'navigation', 'cruiseControl', 'seatHeating'] as const;

/**
 * The demo fleet (issue 10, point 9): 14 vehicles at two sites — electric cars, a van that needs
 * class C1, one limited to the department "Fuhrpark", one with an individual booking window
 * (Mon–Fri 07:00–19:00, booking outside not allowed), one guest car, one valid for 60 more days.
 */
const FLEET: DemoVehicle[] = [
  {
    n: 1,
    at: 'main',
    category: 'Kompaktwagen',
    make: 'VW',
    model: 'Golf',
    plate: 'B-BB 101',
    fuel: 'BENZIN',
    gearbox: 'MANUELL',
    powerKw: 85,
    seats: 5,
    doors: 5,
    trunk: 380,
    colour: 'Rot',
    image: 'small-car.svg',
    features: ['airConditioning', 'navigation'],
    fuelCard: 'ja',
    towbar: 'keine',
  },
  {
    n: 2,
    at: 'main',
    category: 'Elektro',
    make: 'VW',
    model: 'ID.3',
    plate: 'B-BB 102E',
    fuel: 'ELEKTRO',
    gearbox: 'AUTOMATIK',
    powerKw: 150,
    seats: 5,
    doors: 5,
    trunk: 385,
    colour: 'Weiß',
    image: 'electric-car.svg',
    features: [...ALL],
    fuelCard: 'nein',
    note: 'Ladekarte im Handschuhfach',
  },
  {
    n: 3,
    at: 'main',
    category: 'Kombi',
    make: 'Škoda',
    model: 'Octavia Combi',
    plate: 'B-BB 103',
    // The second guest car (issue 11: at least two guest-bookable vehicles).
    guest: true,
    fuel: 'DIESEL',
    gearbox: 'AUTOMATIK',
    powerKw: 110,
    seats: 5,
    doors: 5,
    trunk: 640,
    colour: 'Grau',
    image: 'estate-car.svg',
    features: ['airConditioning', 'navigation', 'cruiseControl'],
    fuelCard: 'ja',
    towbar: 'abnehmbar',
  },
  {
    n: 4,
    at: 'main',
    category: 'Transporter',
    make: 'Mercedes-Benz',
    model: 'Sprinter 516',
    plate: 'B-BB 104',
    fuel: 'DIESEL',
    gearbox: 'MANUELL',
    powerKw: 120,
    seats: 3,
    doors: 4,
    trunk: 14000,
    colour: 'Weiß',
    image: 'van.svg',
    licence: 'C1',
    features: ['airConditioning'],
    fuelCard: 'ja',
    towbar: 'fest',
    note: '5 t zulässiges Gesamtgewicht: Klasse C1',
  },
  {
    n: 5,
    at: 'main',
    category: 'Kleinwagen',
    make: 'Opel',
    model: 'Corsa',
    plate: 'B-BB 105',
    fuel: 'BENZIN',
    gearbox: 'MANUELL',
    powerKw: 55,
    seats: 5,
    doors: 5,
    trunk: 309,
    colour: 'Blau',
    image: 'small-car.svg',
    fuelCard: 'ja',
    towbar: 'keine',
  },
  {
    n: 6,
    at: 'main',
    category: 'Kompaktwagen',
    make: 'Toyota',
    model: 'Corolla Hybrid',
    plate: 'B-BB 106',
    fuel: 'HYBRID',
    gearbox: 'AUTOMATIK',
    powerKw: 103,
    seats: 5,
    doors: 5,
    trunk: 361,
    colour: 'Silber',
    image: 'small-car.svg',
    features: ['airConditioning', 'cruiseControl'],
    fuelCard: 'ja',
  },
  {
    n: 7,
    at: 'main',
    category: 'Kombi',
    make: 'BMW',
    model: '320d Touring',
    plate: 'B-BB 107',
    fuel: 'DIESEL',
    gearbox: 'AUTOMATIK',
    powerKw: 140,
    seats: 5,
    doors: 5,
    trunk: 500,
    colour: 'Schwarz',
    image: 'estate-car.svg',
    features: [...ALL],
    fuelCard: 'ja',
    towbar: 'abnehmbar',
    fleetOnly: true,
    note: 'Nur für den Fuhrpark',
  },
  {
    n: 8,
    at: 'main',
    category: 'Elektro',
    make: 'Tesla',
    model: 'Model 3',
    plate: 'B-BB 108E',
    fuel: 'ELEKTRO',
    gearbox: 'AUTOMATIK',
    powerKw: 208,
    seats: 5,
    doors: 4,
    trunk: 594,
    colour: 'Weiß',
    image: 'electric-car.svg',
    features: [...ALL],
    fuelCard: 'nein',
    window: { weekdays: [1, 2, 3, 4, 5], from: '07:00', to: '19:00', outside: false },
  },
  {
    n: 9,
    at: 'branch',
    category: 'Hochdachkombi',
    make: 'VW',
    model: 'Caddy',
    plate: 'HH-NN 201',
    fuel: 'DIESEL',
    gearbox: 'MANUELL',
    powerKw: 75,
    seats: 5,
    doors: 5,
    trunk: 1213,
    colour: 'Grün',
    image: 'van.svg',
    fuelCard: 'ja',
    towbar: 'fest',
  },
  {
    n: 10,
    at: 'branch',
    category: 'Elektro',
    make: 'Renault',
    model: 'Zoe',
    plate: 'HH-NN 202E',
    fuel: 'ELEKTRO',
    gearbox: 'AUTOMATIK',
    powerKw: 100,
    seats: 5,
    doors: 5,
    trunk: 338,
    colour: 'Blau',
    image: 'electric-car.svg',
    features: ['airConditioning', 'navigation'],
    fuelCard: 'nein',
  },
  {
    n: 11,
    at: 'branch',
    category: 'Transporter',
    make: 'Ford',
    model: 'Transit Custom Kombi',
    plate: 'HH-NN 203',
    fuel: 'DIESEL',
    gearbox: 'MANUELL',
    powerKw: 96,
    seats: 9,
    doors: 4,
    trunk: 6000,
    colour: 'Weiß',
    image: 'van.svg',
    features: ['airConditioning'],
    fuelCard: 'ja',
    towbar: 'fest',
  },
  {
    n: 12,
    at: 'branch',
    category: 'Kombi',
    make: 'Seat',
    model: 'Leon Sportstourer',
    plate: 'HH-NN 204',
    fuel: 'BENZIN',
    gearbox: 'MANUELL',
    powerKw: 110,
    seats: 5,
    doors: 5,
    trunk: 620,
    colour: 'Grau',
    image: 'estate-car.svg',
    features: ['navigation', 'seatHeating'],
    fuelCard: 'ja',
    towbar: 'keine',
  },
  {
    n: 13,
    at: 'branch',
    category: 'Kleinwagen',
    make: 'Fiat',
    model: '500e',
    plate: 'HH-NN 205E',
    fuel: 'ELEKTRO',
    gearbox: 'AUTOMATIK',
    powerKw: 87,
    seats: 4,
    doors: 3,
    trunk: 185,
    colour: 'Mint',
    image: 'electric-car.svg',
    fuelCard: 'nein',
    guest: true,
    note: 'Auch für Gäste buchbar',
  },
  {
    n: 14,
    at: 'branch',
    category: 'Kombi',
    make: 'VW',
    model: 'Passat Variant',
    plate: 'HH-NN 206',
    fuel: 'PLUGIN_HYBRID',
    gearbox: 'AUTOMATIK',
    powerKw: 160,
    seats: 5,
    doors: 5,
    trunk: 510,
    colour: 'Schwarz',
    image: 'estate-car.svg',
    features: [...ALL],
    fuelCard: 'ja',
    towbar: 'abnehmbar',
    validForDays: 60,
    note: 'Leasing endet bald',
  },
];

type Condition = {
  type: 'MANDATORY' | 'SHOW_IF' | 'SHOW_FILTER' | 'SHOW_CARD';
  dependsOn?: number;
  value?: string;
};
const ATTRIBUTES: {
  n: number;
  object: 'FAHRZEUG' | 'FAHRZEUG_VERLAUF';
  type: 'TEXT' | 'RADIOS' | 'DROPDOWN';
  label: string;
  choices?: [string, string][];
  conditions: Condition[];
}[] = [
  {
    n: 1,
    object: 'FAHRZEUG',
    type: 'RADIOS',
    label: 'Tankkarte vorhanden',
    choices: [
      ['ja', 'Ja'],
      ['nein', 'Nein'],
    ],
    conditions: [{ type: 'MANDATORY' }, { type: 'SHOW_CARD' }],
  },
  {
    n: 2,
    object: 'FAHRZEUG',
    type: 'TEXT',
    label: 'Ablageort der Tankkarte',
    conditions: [{ type: 'SHOW_IF', dependsOn: 1, value: 'ja' }],
  },
  {
    n: 3,
    object: 'FAHRZEUG',
    type: 'DROPDOWN',
    label: 'Anhängerkupplung',
    choices: [
      ['keine', 'Keine'],
      ['abnehmbar', 'Abnehmbar'],
      ['fest', 'Fest'],
    ],
    conditions: [{ type: 'SHOW_FILTER' }, { type: 'SHOW_CARD' }],
  },
  { n: 4, object: 'FAHRZEUG', type: 'TEXT', label: 'Hinweis', conditions: [{ type: 'SHOW_CARD' }] },
  // Damages are reported once, in the trip form's own "Schäden" section (description and photos,
  // issue 22 point 7); the trip attributes ask what that section does not: whether the safety
  // kit is on board at the start and at the end, and (optionally) what is missing.
  {
    n: 5,
    object: 'FAHRZEUG_VERLAUF',
    type: 'RADIOS',
    label: 'Warndreieck und Verbandkasten an Bord',
    choices: [
      ['ja', 'Ja'],
      ['nein', 'Nein'],
    ],
    conditions: [{ type: 'MANDATORY' }],
  },
  {
    n: 6,
    object: 'FAHRZEUG_VERLAUF',
    type: 'TEXT',
    label: 'Was fehlt?',
    conditions: [{ type: 'SHOW_IF', dependsOn: 5, value: 'nein' }],
  },
];

type DemoTrip = {
  n: number;
  vehicle: number;
  /** Index into the working days (Mon–Fri) after the seed date: 0 = the next one. */
  workday: number;
  from: `${number}:${number}`;
  to: `${number}:${number}`;
  booker: string;
  driver: string;
  reason: string;
  destination: string;
  /** A special trip held for approver@ and admin@ (booker@ in a vehicle of the department Fuhrpark). */
  pending?: boolean;
};

type DemoBlock = {
  n: number;
  vehicle: number;
  type: VehicleBlockType;
  /** Days after the seed date (0 = the seed date itself, from midnight). */
  fromDay: number;
  from: `${number}:${number}`;
  toDay: number;
  to: `${number}:${number}`;
  information: string;
};

/**
 * Demo bookings over the two weeks after the seed date (issue 10, point 9), so each demo account
 * has something to do: booker@ drives upcoming trips, fleet@ booked trips for colleagues and sees
 * maintenance, service and a defect, approver@ has three special trips to decide (in vehicle 7,
 * limited to "Fuhrpark", by booker@ of "Forschung"; they start on a later working day, so they are
 * pending when the app starts). All trips lie on working days between 08:00 and 18:00 (inside
 * vehicle 8's window, every vehicle's validity), and trips of one vehicle keep more than the
 * 15-minute gap, so each is a valid booking and the exclusion constraint holds.
 */
const TRIPS: DemoTrip[] = [
  // booker@'s own trips
  {
    n: 1,
    vehicle: 1,
    workday: 0,
    from: '09:00',
    to: '12:00',
    booker: 'demo-booker',
    driver: 'demo-booker',
    reason: 'Kundentermin',
    destination: 'Potsdam',
  },
  {
    n: 2,
    vehicle: 2,
    workday: 2,
    from: '13:00',
    to: '17:00',
    booker: 'demo-booker',
    driver: 'demo-booker',
    reason: 'Messebesuch',
    destination: 'Leipzig',
  },
  {
    n: 3,
    vehicle: 9,
    workday: 5,
    from: '08:00',
    to: '18:00',
    booker: 'demo-booker',
    driver: 'demo-booker',
    reason: 'Projekttreffen',
    destination: 'Hamburg',
  },
  {
    n: 4,
    vehicle: 8,
    workday: 8,
    from: '10:00',
    to: '12:00',
    booker: 'demo-booker',
    driver: 'demo-booker',
    reason: 'Behördengang',
    destination: 'Berlin-Mitte',
  },
  // fleet@ booked for colleagues, and one own trip
  {
    n: 5,
    vehicle: 3,
    workday: 1,
    from: '08:00',
    to: '10:00',
    booker: 'demo-fleet',
    driver: 'demo-examiner',
    reason: 'Führerscheinkontrolle Außenstelle',
    destination: 'Hamburg',
  },
  {
    n: 6,
    vehicle: 4,
    workday: 3,
    from: '09:00',
    to: '15:00',
    booker: 'demo-fleet',
    driver: 'demo-approver',
    reason: 'Materialtransport',
    destination: 'Cottbus',
  },
  {
    n: 7,
    vehicle: 5,
    workday: 6,
    from: '14:00',
    to: '16:00',
    booker: 'demo-fleet',
    driver: 'demo-booker',
    reason: 'Kundentermin',
    destination: 'Brandenburg an der Havel',
  },
  {
    n: 8,
    vehicle: 7,
    workday: 4,
    from: '10:00',
    to: '12:00',
    booker: 'demo-fleet',
    driver: 'demo-fleet',
    reason: 'Werkstattfahrt',
    destination: 'Autohaus Spandau',
  },
  {
    n: 9,
    vehicle: 11,
    workday: 9,
    from: '08:00',
    to: '17:00',
    booker: 'demo-admin',
    driver: 'demo-admin',
    reason: 'Betriebsausflug',
    destination: 'Schwerin',
  },
  // special trips waiting for approver@
  {
    n: 10,
    vehicle: 7,
    workday: 1,
    from: '09:00',
    to: '13:00',
    booker: 'demo-booker',
    driver: 'demo-booker',
    reason: 'Außentermin',
    destination: 'Frankfurt (Oder)',
    pending: true,
  },
  {
    n: 11,
    vehicle: 7,
    workday: 3,
    from: '14:00',
    to: '16:00',
    booker: 'demo-booker',
    driver: 'demo-booker',
    reason: 'Laborbesuch',
    destination: 'Golm',
    pending: true,
  },
  {
    n: 12,
    vehicle: 7,
    workday: 7,
    from: '13:00',
    to: '15:30',
    booker: 'demo-booker',
    driver: 'demo-booker',
    reason: 'Konferenz',
    destination: 'Magdeburg',
    pending: true,
  },
];

const BLOCKS: DemoBlock[] = [
  {
    n: 20,
    vehicle: 6,
    type: 'DEFEKT',
    fromDay: 0,
    from: '00:00',
    toDay: 5,
    to: '17:00',
    information: 'Bremsen defekt, in der Werkstatt',
  },
  {
    n: 21,
    vehicle: 10,
    type: 'WARTUNG',
    fromDay: 3,
    from: '07:00',
    toDay: 3,
    to: '17:00',
    information: 'Inspektion',
  },
  {
    n: 22,
    vehicle: 12,
    type: 'SERVICE',
    fromDay: 4,
    from: '08:00',
    toDay: 4,
    to: '12:00',
    information: 'Reifenwechsel',
  },
];

/** The approvers of the demo special trips: everyone holding fahrzeug_freigabe_von_sonderfahrten. */
const DEMO_APPROVERS = ['demo-approver', 'demo-admin'];

/** The first `count` working days (Mon–Fri) after `today`. */
function workdaysAfter(today: LocalDate, count: number): LocalDate[] {
  const days: LocalDate[] = [];
  for (let d = 1; days.length < count; d++) {
    const date = addDays(today, d);
    if (isoWeekday(date) <= 5) days.push(date);
  }
  return days;
}

async function seedDemoBookings(db: SeedDb, tenantId: string, today: LocalDate): Promise<void> {
  const workdays = workdaysAfter(today, 10);
  const day = (i: number) => workdays[i] ?? today;
  await db.insert(vehicleBookings).values([
    ...TRIPS.map((t) => ({
      id: demoVehicleBookingId(t.n),
      tenantId,
      vehicleId: demoVehicleId(t.vehicle),
      type: 'BUCHUNG' as const,
      status: t.pending ? ('vorgemerkt' as const) : ('reserviert' as const),
      startAt: new Date(toInstant(day(t.workday), t.from)),
      endAt: new Date(toInstant(day(t.workday), t.to)),
      bookerId: t.booker,
      driverId: t.driver,
      reason: t.reason,
      destination: t.destination,
      needsApproval: t.pending ?? false,
    })),
    ...BLOCKS.map((b) => ({
      id: demoVehicleBookingId(b.n),
      tenantId,
      vehicleId: demoVehicleId(b.vehicle),
      type: b.type,
      status: 'reserviert' as const,
      startAt: new Date(toInstant(addDays(today, b.fromDay), b.from)),
      endAt: new Date(toInstant(addDays(today, b.toDay), b.to)),
      bookerId: 'demo-fleet',
      driverId: null,
      information: b.information,
    })),
  ]);
  await db
    .insert(vehicleBookingApprovers)
    .values(
      TRIPS.filter((t) => t.pending).flatMap((t) =>
        DEMO_APPROVERS.map((userId) => ({ tenantId, bookingId: demoVehicleBookingId(t.n), userId })),
      ),
    );
}

/**
 * Issue 11 demo: the service booklet of vehicle 13 (no trips of its own) has manual entries of
 * the past year, and a WARTUNG block on Tuesday of next week, which the booklet lists too.
 */
const BOOKLET_VEHICLE = 13;
const NEXT_WEEK_MAINTENANCE = { n: 41, from: '08:00', to: '16:00', information: 'Inspektion mit Ölwechsel' };
const BOOKLET_ENTRIES: { type: VehicleBlockType; daysAgo: number; from: string; to: string; text: string }[] =
  [
    {
      type: 'WARTUNG',
      daysAgo: 180,
      from: '08:00',
      to: '15:00',
      text: 'Jahresinspektion, Bremsflüssigkeit erneuert',
    },
    { type: 'SERVICE', daysAgo: 40, from: '09:00', to: '10:30', text: 'Winterreifen montiert' },
    {
      type: 'DEFEKT',
      daysAgo: 12,
      from: '07:30',
      to: '17:00',
      text: 'Steinschlag in der Frontscheibe repariert',
    },
  ];

async function seedDemoServiceBooklet(db: SeedDb, tenantId: string, today: LocalDate): Promise<void> {
  const nextTuesday = addDays(today, 8 - isoWeekday(today) + 1);
  await db.insert(vehicleBookings).values({
    id: demoVehicleBookingId(NEXT_WEEK_MAINTENANCE.n),
    tenantId,
    vehicleId: demoVehicleId(BOOKLET_VEHICLE),
    type: 'WARTUNG',
    status: 'reserviert',
    startAt: new Date(toInstant(nextTuesday, NEXT_WEEK_MAINTENANCE.from)),
    endAt: new Date(toInstant(nextTuesday, NEXT_WEEK_MAINTENANCE.to)),
    bookerId: 'demo-fleet',
    driverId: null,
    information: NEXT_WEEK_MAINTENANCE.information,
  });
  await db.insert(serviceBookletEntries).values(
    BOOKLET_ENTRIES.map((e) => ({
      tenantId,
      vehicleId: demoVehicleId(BOOKLET_VEHICLE),
      type: e.type,
      startAt: new Date(toInstant(addDays(today, -e.daysAgo), e.from)),
      endAt: new Date(toInstant(addDays(today, -e.daysAgo), e.to)),
      description: e.text,
      createdBy: 'demo-fleet',
    })),
  );
}

/** Where the demo tenant's periodic logbook report goes. */
export const DEMO_REPORT_ADDRESS = 'berichte@demo.example';

/** Tenant settings of the demo fleet (the rest keep their defaults). */
export const DEMO_FLEET_SETTINGS: [string, unknown][] = [['vehicles.departmentCheck', true]];
// Guest bookings on (issue 11 point 6): fleet@ (Fuhrparkleitung, fahrzeug_gastbuchung) books guests.
DEMO_FLEET_SETTINGS.push(['vehicles.guestBooking', true]);
// The monthly logbook report (issue 13 point 5; ADR 0015) goes to the fleet's report address.
DEMO_FLEET_SETTINGS.push(['vehicles.reportMailAddresses', [DEMO_REPORT_ADDRESS]]);

export async function seedDemoFleet(
  db: SeedDb,
  tenantId: string,
  today: LocalDate,
  s: { mainLocationId: string; fleetDepartmentId: string },
  /** The seed instant: booker@'s trip starts right after it (issue 11 "demo data"). */
  now?: number,
): Promise<void> {
  await db
    .insert(locations)
    .values({ id: DEMO_BRANCH_LOCATION_ID, tenantId, name: 'Außenstelle Nord', parkingSpaces: 8 });
  // The department check is on in the demo: the BMW of "Fuhrpark" is a special trip for everyone
  // else, so bookers see the hint and approver@'s pending trips say why they need approval.
  await db.insert(settingValues).values(
    DEMO_FLEET_SETTINGS.map(([option, value]) => ({
      tenantId,
      layer: 'tenant' as const,
      subjectId: tenantId,
      option,
      value,
    })),
  );
  await db.insert(objectAttributes).values(
    ATTRIBUTES.map((a) => ({
      id: demoAttributeId(a.n),
      tenantId,
      object: a.object,
      type: a.type,
      label: a.label,
      choices: (a.choices ?? []).map(([key, text]) => ({ key, text })),
      position: a.n * 10,
    })),
  );
  await db.insert(objectAttributeConditions).values(
    ATTRIBUTES.flatMap((a) =>
      a.conditions.map((c) => ({
        tenantId,
        attributeId: demoAttributeId(a.n),
        type: c.type,
        dependentAttributeId: c.dependsOn ? demoAttributeId(c.dependsOn) : null,
        value: c.value ?? null,
      })),
    ),
  );
  await db.insert(vehicles).values(
    FLEET.map((v) => ({
      id: demoVehicleId(v.n),
      tenantId,
      locationId: v.at === 'main' ? s.mainLocationId : DEMO_BRANCH_LOCATION_ID,
      validFrom: addDays(today, -365),
      validTo: v.validForDays ? addDays(today, v.validForDays) : null,
      category: v.category,
      make: v.make,
      model: v.model,
      licencePlate: v.plate,
      fuelType: v.fuel,
      powerKw: v.powerKw,
      gearbox: v.gearbox,
      trunkLitres: v.trunk,
      seats: v.seats,
      doors: v.doors,
      colour: v.colour,
      requiredLicenceClass: v.licence ?? 'B',
      airConditioning: v.features?.includes('airConditioning') ?? false,
      navigation: v.features?.includes('navigation') ?? false,
      cruiseControl: v.features?.includes('cruiseControl') ?? false,
      seatHeating: v.features?.includes('seatHeating') ?? false,
      imageFile: v.image,
      guestBookable: v.guest ?? false,
      bookingWeekdays: v.window?.weekdays ?? [1, 2, 3, 4, 5],
      bookingFrom: v.window?.from ?? null,
      bookingTo: v.window?.to ?? null,
      bookingOutsideAllowed: v.window?.outside ?? true,
      // The key cabinet of the main site: compartment = the vehicle's number (ADR 0009 gap 7).
      keyCompartment: v.at === 'main' ? String(v.n) : null,
    })),
  );
  await db.insert(vehicleDepartments).values(
    FLEET.filter((v) => v.fleetOnly).map((v) => ({
      tenantId,
      vehicleId: demoVehicleId(v.n),
      departmentId: s.fleetDepartmentId,
    })),
  );
  await db.insert(vehicleAttributeValues).values(
    FLEET.flatMap((v) => [
      { tenantId, vehicleId: demoVehicleId(v.n), attributeId: demoAttributeId(1), value: v.fuelCard },
      ...(v.fuelCard === 'ja'
        ? [
            {
              tenantId,
              vehicleId: demoVehicleId(v.n),
              attributeId: demoAttributeId(2),
              value: 'Handschuhfach',
            },
          ]
        : []),
      ...(v.towbar
        ? [{ tenantId, vehicleId: demoVehicleId(v.n), attributeId: demoAttributeId(3), value: v.towbar }]
        : []),
      ...(v.note
        ? [{ tenantId, vehicleId: demoVehicleId(v.n), attributeId: demoAttributeId(4), value: v.note }]
        : []),
    ]),
  );
  await seedDemoBookings(db, tenantId, today);
  await seedDemoGuestBooking(db, tenantId, today);
  await seedDemoTrips(db, tenantId, today, now);
  await seedDemoServiceBooklet(db, tenantId, today);
}

/**
 * fleet@'s guest booking (issue 11 point 6): the Škoda Octavia at the main site on the fourth working
 * day, confirmed by the guest. Its link's token is random and known to nobody (only the hash is
 * stored); a new guest booking from the app mails a working link.
 */
async function seedDemoGuestBooking(db: SeedDb, tenantId: string, today: LocalDate): Promise<void> {
  const day = workdaysAfter(today, 4)[3] ?? today;
  await db.insert(vehicleBookings).values({
    id: demoVehicleBookingId(40),
    tenantId,
    vehicleId: demoVehicleId(3),
    type: 'BUCHUNG' as const,
    status: 'reserviert' as const,
    startAt: new Date(toInstant(day, '10:00')),
    endAt: new Date(toInstant(day, '16:00')),
    bookerId: 'demo-fleet',
    driverId: null,
    reason: 'Besuch eines Partners',
    destination: 'Hamburg Hafen',
    guestName: 'Erika Gast',
    guestEmail: 'erika.gast@example.org',
    guestNotes: 'Abholung am Hauptstandort',
    guestConfirmed: true,
    guestConfirmedAt: new Date(toInstant(today, '12:00')),
    guestTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
  });
}

/** booker@'s trip that can be started at once, and the completed trip that reported damage. */
export const DEMO_TRIP_NOW_ID = demoVehicleBookingId(30);
export const DEMO_TRIP_DAMAGED_ID = demoVehicleBookingId(31);
/** The Fiat 500e (no other demo trip), and the Corolla whose damage led to the DEFEKT block. */
export const DEMO_TRIP_NOW_VEHICLE = 13;
export const DEMO_TRIP_DAMAGED_VEHICLE = 6;

const QUARTER_MS = 15 * 60_000;

/** The working day (Mon–Fri) before `today`. */
function workdayBefore(today: LocalDate): LocalDate {
  let date = addDays(today, -1);
  while (isoWeekday(date) > 5) date = addDays(date, -1);
  return date;
}

/**
 * Issue 11 demo data. (1) booker@ drives the Fiat 500e from the next quarter hour after the seed
 * instant plus 15 minutes, for 90 minutes: the check-in window (30 minutes before the start by
 * default) is open as soon as the app runs, so a trip can be tried at once. (2) Eva Prüfer
 * (examiner@) drove the Toyota Corolla on the working day before and reported at check-out that
 * the brakes squeal and pull to the left: a completed trip with its CHECK_IN and CHECK_OUT
 * entries and the damage, which is why the car is blocked as DEFEKT from today (BLOCKS n 20).
 * Without a seed instant (an old caller) only the completed trip is seeded.
 */
async function seedDemoTrips(db: SeedDb, tenantId: string, today: LocalDate, now?: number): Promise<void> {
  if (now !== undefined) {
    const start = Math.ceil(now / QUARTER_MS) * QUARTER_MS + QUARTER_MS;
    await db.insert(vehicleBookings).values({
      id: DEMO_TRIP_NOW_ID,
      tenantId,
      vehicleId: demoVehicleId(DEMO_TRIP_NOW_VEHICLE),
      type: 'BUCHUNG',
      status: 'reserviert',
      startAt: new Date(start),
      endAt: new Date(start + 6 * QUARTER_MS),
      bookerId: 'demo-booker',
      driverId: 'demo-booker',
      reason: 'Kundentermin',
      destination: 'Berlin-Adlershof',
    });
  }
  const day = workdayBefore(today);
  const vehicleId = demoVehicleId(DEMO_TRIP_DAMAGED_VEHICLE);
  await db.insert(vehicleBookings).values({
    id: DEMO_TRIP_DAMAGED_ID,
    tenantId,
    vehicleId,
    type: 'BUCHUNG',
    status: 'durchgefuehrt',
    startAt: new Date(toInstant(day, '09:00')),
    endAt: new Date(toInstant(day, '12:00')),
    bookerId: 'demo-examiner',
    driverId: 'demo-examiner',
    reason: 'Außentermin',
    destination: 'Königs Wusterhausen',
  });
  const damage = 'Bremsen quietschen laut, das Auto zieht beim Bremsen nach links.';
  const common = { tenantId, vehicleId, bookingId: DEMO_TRIP_DAMAGED_ID, userId: 'demo-examiner' };
  const [, checkOut] = await db
    .insert(vehicleHistory)
    .values([
      {
        ...common,
        type: 'CHECK_IN' as const,
        status: 'aktiv' as const,
        description: 'Check-in 5 Min. vor dem geplanten Beginn',
        mileage: 48_210,
        fuelPercent: 85,
        cleanlinessInside: 'sauber',
        cleanlinessOutside: 'sauber',
        parkingSpot: 'Tiefgarage, Platz 6',
        attributes: { [demoAttributeId(5)]: 'nein' },
        createdAt: new Date(toInstant(day, '08:55')),
      },
      {
        ...common,
        type: 'CHECK_OUT' as const,
        status: 'durchgefuehrt' as const,
        description: 'Check-out vor dem geplanten Ende, Fahrzeug wieder frei',
        mileage: 48_342,
        fuelPercent: 60,
        cleanlinessInside: 'sauber',
        cleanlinessOutside: 'leicht verschmutzt',
        parkingSpot: 'Tiefgarage, Platz 6',
        attributes: { [demoAttributeId(5)]: 'ja', [demoAttributeId(6)]: damage },
        createdAt: new Date(toInstant(day, '11:40')),
      },
    ])
    .returning({ id: vehicleHistory.id });
  if (checkOut)
    await db
      .insert(vehicleHistoryDamages)
      .values({ tenantId, historyId: checkOut.id, position: 0, description: damage });
}

import type { FuelType, Gearbox, LicenceClass } from '@buchbar/domain/fleet/vehicle-constants';
import { addDays, type LocalDate } from '@buchbar/domain/time/zoned-time';
import {
  objectAttributeConditions,
  objectAttributes,
  vehicleAttributeValues,
  vehicleDepartments,
  vehicles,
} from '../schema/fleet';
import { locations } from '../schema/locations';
import type { SeedDb } from './fixtures';

const id = (group: number, n: number) => `00000000-0000-4000-${8200 + group}-${String(n).padStart(12, '0')}`;
/** The second site of the demo tenant (the first is demo-spaces' "Hauptgebäude"). */
export const DEMO_BRANCH_LOCATION_ID = id(0, 1);
export const demoVehicleId = (n: number) => id(1, n);
export const demoAttributeId = (n: number) => id(2, n);

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
  {
    n: 5,
    object: 'FAHRZEUG_VERLAUF',
    type: 'RADIOS',
    label: 'Neue Schäden',
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
    label: 'Beschreibung der Schäden',
    conditions: [{ type: 'SHOW_IF', dependsOn: 5, value: 'ja' }, { type: 'MANDATORY' }],
  },
];

export async function seedDemoFleet(
  db: SeedDb,
  tenantId: string,
  today: LocalDate,
  s: { mainLocationId: string; fleetDepartmentId: string },
): Promise<void> {
  await db
    .insert(locations)
    .values({ id: DEMO_BRANCH_LOCATION_ID, tenantId, name: 'Außenstelle Nord', parkingSpaces: 8 });
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
}

import { OPENING_EXCEPTION_STATUS } from '@buchbar/domain/booking/opening-hours';
import { BOOKING_STATUS } from '@buchbar/domain/booking/status';
import { addDays, isoWeekday, type LocalDate, toInstant } from '@buchbar/domain/time/zoned-time';
import { locations } from '../schema/locations';
import {
  equipment,
  floorPlans,
  openingExceptions,
  openingHours,
  spaceBookings,
  spaceEquipment,
  spaces,
} from '../schema/spaces';
import type { SeedDb } from './fixtures';

const id = (group: number, n: number) => `00000000-0000-4000-${8100 + group}-${String(n).padStart(12, '0')}`;
export const DEMO_LOCATION_ID = id(0, 1);
export const DEMO_READING_ROOM_ID = id(1, 1);
export const DEMO_WORK_FLOOR_ID = id(1, 2);
export const demoSeatId = (n: number) => id(2, n);
export const demoRoomId = (n: number) => id(3, n);
const EQUIPMENT = ['Monitor', 'Docking-Station', 'Steckdose', 'Whiteboard', 'Beamer', 'Videokonferenz'];

/**
 * Seat positions in percent of the default plans (1000 x 700 viewBox, seat rects 56 x 44) drawn
 * by apps/server/src/platform/storage/default-floor-plans.ts, so the seats sit on the drawing.
 */
function readingRoomSeats() {
  const out: { n: number; x: number; y: number }[] = [];
  let n = 1;
  for (const rowY of [170, 350, 530]) {
    for (const x of [180, 290, 634, 744]) {
      out.push({ n, x: x + 28, y: rowY - 34 }, { n: n + 1, x: x + 28, y: rowY + 34 });
      n += 2;
    }
  }
  return out.map((s) => ({ ...s, x: (s.x / 1000) * 100, y: (s.y / 700) * 100 }));
}

function workDesks() {
  return Array.from({ length: 16 }, (_, i) => {
    const col = i % 8;
    const x = 90 + col * 100 + (col >= 4 ? 30 : 0) + 28;
    const y = (i < 8 ? 400 : 500) + 22;
    return { n: i + 1, x: (x / 1000) * 100, y: (y / 700) * 100 };
  });
}

const ROOMS = [
  { n: 1, name: 'Alster', x: 40, w: 220, capacity: 8 },
  { n: 2, name: 'Elbe', x: 260, w: 220, capacity: 8 },
  { n: 3, name: 'Spree', x: 480, w: 220, capacity: 6 },
  { n: 4, name: 'Isar', x: 700, w: 160, capacity: 4 },
];

/** The next `count` weekdays (Mon-Fri) after `today`, so seeded bookings land on open days. */
function nextWeekdays(today: LocalDate, count: number): LocalDate[] {
  const days: LocalDate[] = [];
  for (let d = addDays(today, 1); days.length < count; d = addDays(d, 1))
    if (isoWeekday(d) <= 5) days.push(d);
  return days;
}

export async function seedDemoSpaces(db: SeedDb, tenantId: string, today: LocalDate): Promise<void> {
  await db
    .insert(locations)
    .values({ id: DEMO_LOCATION_ID, tenantId, name: 'Hauptgebäude', parkingSpaces: 12 });
  const eq = EQUIPMENT.map((name, i) => ({ id: id(4, i + 1), tenantId, name }));
  await db.insert(equipment).values(eq);
  await db.insert(floorPlans).values([
    {
      id: DEMO_READING_ROOM_ID,
      tenantId,
      product: 'lesesaal',
      name: 'Lesesaal 1. OG',
      locationId: DEMO_LOCATION_ID,
      imageFile: 'reading-room.svg',
      description: 'Ruhiger Lesesaal mit 24 Plätzen.',
      // Shown without sign-in on /public/demo (ADR 0016); the work floor stays internal.
      isPublic: true,
    },
    {
      id: DEMO_WORK_FLOOR_ID,
      tenantId,
      product: 'arbeitswelt',
      name: 'Arbeitswelt 2. OG',
      locationId: DEMO_LOCATION_ID,
      imageFile: 'work-floor.svg',
      description: 'Offene Fläche mit 16 Schreibtischen und 4 Besprechungsräumen.',
    },
  ]);
  await db.insert(spaces).values([
    ...readingRoomSeats().map((s) => ({
      id: demoSeatId(s.n),
      tenantId,
      floorPlanId: DEMO_READING_ROOM_ID,
      label: `L-${s.n}`,
      posX: s.x,
      posY: s.y,
    })),
    ...workDesks().map((s) => ({
      id: demoSeatId(100 + s.n),
      tenantId,
      floorPlanId: DEMO_WORK_FLOOR_ID,
      label: `A-${s.n}`,
      posX: s.x,
      posY: s.y,
    })),
    ...ROOMS.map((r) => ({
      id: demoRoomId(r.n),
      tenantId,
      floorPlanId: DEMO_WORK_FLOOR_ID,
      kind: 'room' as const,
      label: r.name,
      capacity: r.capacity,
      posX: ((r.x + r.w / 2) / 1000) * 100,
      // Below the room's name and number drawn on the plan (y 150 and 178), so both stay readable.
      posY: (225 / 700) * 100,
      conditions: 'Bitte nach der Nutzung das Whiteboard reinigen.',
    })),
  ]);
  const withEquipment = [
    ...readingRoomSeats()
      .filter((s) => s.n % 2 === 1)
      .map((s) => ({ spaceId: demoSeatId(s.n), equipmentId: id(4, 3), count: 1 })),
    ...workDesks().map((s) => ({
      spaceId: demoSeatId(100 + s.n),
      equipmentId: id(4, 1),
      count: s.n <= 8 ? 2 : 1,
    })),
    ...workDesks()
      .filter((s) => s.n <= 8)
      .map((s) => ({ spaceId: demoSeatId(100 + s.n), equipmentId: id(4, 2), count: 1 })),
    ...ROOMS.flatMap((r) => [
      { spaceId: demoRoomId(r.n), equipmentId: id(4, 4), count: 1 },
      { spaceId: demoRoomId(r.n), equipmentId: id(4, r.n <= 2 ? 5 : 6), count: 1 },
    ]),
  ];
  await db.insert(spaceEquipment).values(withEquipment.map((e) => ({ ...e, tenantId })));
  // Reading room: Mon-Fri 08:00-18:00, Saturday 09:00-14:00; work floor: the default week.
  await db.insert(openingHours).values(
    [1, 2, 3, 4, 5, 6, 7].map((d) => ({
      tenantId,
      floorPlanId: DEMO_READING_ROOM_ID,
      isoWeekday: d,
      from: d === 6 ? '09:00' : '08:00',
      to: d === 6 ? '14:00' : '18:00',
      open: d <= 6,
    })),
  );
  const [d1, d2, d3] = nextWeekdays(today, 3) as [LocalDate, LocalDate, LocalDate];
  await db.insert(openingExceptions).values([
    {
      tenantId,
      floorPlanId: DEMO_READING_ROOM_ID,
      validFrom: '2026-12-24',
      validTo: '2026-12-26',
      from: '08:00',
      to: '18:00',
      status: OPENING_EXCEPTION_STATUS.closed,
    },
    {
      tenantId,
      floorPlanId: DEMO_READING_ROOM_ID,
      validFrom: d3,
      validTo: d3,
      from: '10:00',
      to: '16:00',
      status: OPENING_EXCEPTION_STATUS.open,
    },
  ]);
  const at = (date: LocalDate, time: string) => new Date(toInstant(date, time));
  await db.insert(spaceBookings).values([
    {
      tenantId,
      spaceId: demoSeatId(1),
      startAt: at(d1, '08:00'),
      endAt: at(d1, '18:00'),
      status: BOOKING_STATUS.reserved,
      organizerId: 'demo-booker',
      participantId: 'demo-booker',
    },
    {
      tenantId,
      // Booked for the booker by the admin, to confirm: another day than L-1, so confirming it
      // keeps one place at a time (issue 22 point 8).
      spaceId: demoSeatId(2),
      startAt: at(d2, '08:00'),
      endAt: at(d2, '18:00'),
      status: BOOKING_STATUS.tentative,
      organizerId: 'demo-admin',
      participantId: 'demo-booker',
    },
    {
      tenantId,
      spaceId: demoSeatId(5),
      startAt: at(d1, '09:00'),
      endAt: at(d1, '12:00'),
      status: BOOKING_STATUS.reserved,
      organizerId: 'demo-approver',
      participantId: 'demo-approver',
    },
    {
      tenantId,
      spaceId: demoSeatId(6),
      startAt: at(d2, '08:00'),
      endAt: at(d2, '18:00'),
      status: BOOKING_STATUS.cancelled,
      organizerId: 'demo-fleet',
      participantId: 'demo-fleet',
      cancelledAt: new Date(toInstant(today, '08:00')),
      cancelledBy: 'demo-fleet',
      cancelReason: 'Termin verschoben',
    },
    {
      tenantId,
      spaceId: demoSeatId(101),
      startAt: at(d1, '08:00'),
      endAt: at(d1, '18:00'),
      status: BOOKING_STATUS.reserved,
      organizerId: 'demo-fleet',
      participantId: 'demo-fleet',
    },
    {
      tenantId,
      spaceId: demoRoomId(2),
      startAt: at(d2, '10:00'),
      endAt: at(d2, '11:30'),
      status: BOOKING_STATUS.reserved,
      organizerId: 'demo-admin',
      participantId: 'demo-admin',
      groupSize: 5,
    },
  ]);
}

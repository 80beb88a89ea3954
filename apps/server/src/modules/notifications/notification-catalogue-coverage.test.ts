import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  notificationEntry,
} from '@buchbar/domain/notifications/catalogue';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CASES } from './catalogue-cases/account.cases';
import { SPACES_CASES } from './catalogue-cases/spaces.cases';
import { TRIP_CASES } from './catalogue-cases/trips.cases';
import { VEHICLE_BOOKING_CASES } from './catalogue-cases/vehicle-bookings.cases';

/**
 * The guard of issue 13 point 1: every kind of the notification catalogue has its SMTP case (one
 * of the tables the notification-catalogue*.int.test.ts files run), or is listed in
 * TESTED_ELSEWHERE with the test file that sends it over real SMTP and checks recipient, language
 * and link. A new catalogue kind without either fails here.
 */
const TABLES = {
  'notification-catalogue.int.test.ts': SPACES_CASES,
  'notification-catalogue-vehicles.int.test.ts': VEHICLE_BOOKING_CASES,
  'notification-catalogue-trips.int.test.ts': TRIP_CASES,
  'notification-catalogue-account.int.test.ts': ACCOUNT_CASES,
};

/**
 * Kinds whose SMTP test lives in another file (path from the repository root), with the reason.
 * Empty today: every kind is in a table above.
 */
const TESTED_ELSEWHERE: Partial<Record<NotificationKind, { file: string; why: string }>> = {
  'vehicles.periodicReport': {
    file: 'apps/server/src/modules/reports/reports.int.test.ts',
    why: 'Sent to the tenant report addresses (no user, no switch) by a period job under a moved clock; the test checks one mail per address, the tenant language, the report link and the .xlsx.',
  },
};

const root = path.resolve(__dirname, '../../../../..');

describe('notification catalogue coverage', () => {
  const covered = Object.values(TABLES).flatMap((cases) => cases.map((c) => c.kind));

  it('every catalogue kind has exactly one SMTP case or a named other test', () => {
    const elsewhere = Object.keys(TESTED_ELSEWHERE) as NotificationKind[];
    expect([...covered, ...elsewhere].sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it('each table runs in its test file, and a kind tested elsewhere is named there', () => {
    for (const file of Object.keys(TABLES))
      expect(readFileSync(path.join(__dirname, file), 'utf8')).toMatch(/describeCatalogue\(/);
    for (const [kind, other] of Object.entries(TESTED_ELSEWHERE)) {
      expect(other?.why.length).toBeGreaterThan(0);
      const text = readFileSync(path.join(root, other?.file ?? ''), 'utf8');
      expect(text).toContain(kind);
      expect(text).toMatch(/startSmtpCapture|SMTPServer/);
    }
  });

  it('a case checks no link only where the catalogue names none', () => {
    for (const c of Object.values(TABLES).flat())
      expect(c.link === null, c.kind).toBe(notificationEntry(c.kind).link.startsWith('None'));
  });
});

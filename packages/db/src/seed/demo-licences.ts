import type { LicenceClass } from '@buchbar/domain/fleet/vehicle-constants';
import { addDays, addMonths, type LocalDate } from '@buchbar/domain/time/zoned-time';
import { driverLicenceChecks, driverLicences } from '../schema/licences';
import type { SeedDb } from './fixtures';

/** Fixed ids of the demo licences (the range 600–699 of issue 12's licence half). */
export const demoLicenceId = (n: number) => `00000000-0000-4000-8600-${String(600 + n).padStart(12, '0')}`;

/**
 * Demo licences (issue 12 "Demo data"), relative to the seed day so the demo always has work for
 * examiner@: booker@ holds class B (and C1 for the demo van) with the next check within the
 * reminder lead time (14 days), admin@'s check is overdue, fleet@'s is valid for months;
 * approver@ and examiner@ have none ("no licence"). The interval is the default six months.
 */
const DEMO_LICENCES: {
  n: number;
  userId: string;
  number: string;
  issueDate: LocalDate;
  classes: LicenceClass[];
  restrictions?: string;
  /** Next check relative to the seed day. */
  nextInDays: number;
}[] = [
  {
    n: 1,
    userId: 'demo-booker',
    number: 'B072RRE2I55',
    issueDate: '2012-06-14',
    classes: ['B', 'C1'],
    nextInDays: 10,
  },
  {
    n: 2,
    userId: 'demo-admin',
    number: 'C1A7XK93L20',
    issueDate: '2004-03-02',
    classes: ['B', 'BE', 'C1'],
    restrictions: '01.01 (Brille oder Kontaktlinsen)',
    nextInDays: -3,
  },
  {
    n: 3,
    userId: 'demo-fleet',
    number: 'F55M0QW1Z87',
    issueDate: '1998-09-21',
    classes: ['A', 'B', 'BE', 'C1', 'C1E'],
    nextInDays: 120,
  },
];

export async function seedDemoLicences(db: SeedDb, tenantId: string, today: LocalDate): Promise<void> {
  for (const l of DEMO_LICENCES) {
    const nextCheck = addDays(today, l.nextInDays);
    const lastCheck = addMonths(nextCheck, -6);
    await db.insert(driverLicences).values({
      id: demoLicenceId(l.n),
      tenantId,
      userId: l.userId,
      number: l.number,
      issueDate: l.issueDate,
      classes: l.classes,
      restrictions: l.restrictions ?? '',
      lastCheck,
      nextCheck,
      examinerId: 'demo-examiner',
    });
    await db.insert(driverLicenceChecks).values({
      id: demoLicenceId(50 + l.n),
      tenantId,
      licenceId: demoLicenceId(l.n),
      checkedOn: lastCheck,
      nextCheck,
      examinerId: 'demo-examiner',
      examinerName: 'Eva Prüfer',
    });
  }
}

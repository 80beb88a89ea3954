import { dueLicenceReminder, examinerCovers, licenceRulesFromSettings } from '@buchbar/domain/fleet/licence';
import { addDays, DEFAULT_TIME_ZONE, localDateOf } from '@buchbar/domain/time/zoned-time';
import { type Db, withTransaction } from '../../platform/database/database';
import type { Language } from '../../platform/http/messages';
import type { Jobs } from '../../platform/jobs/jobs';
import { activeUsersHolding } from '../access/access.module';
import type { MailOutbox } from '../notifications/notifications.module';
import type { SettingsService } from '../settings/settings.module';
import { driverReminderMail, examinerReminderMail } from './licence-mails';
import * as repo from './licences.repository';

export const LICENCE_REMINDER_JOB = 'licences.reminders';

export type LicenceJobDeps = {
  pool: import('pg').Pool;
  db: Db;
  settings: SettingsService;
  outbox: MailOutbox;
  clock: () => number;
  publicUrl?: string;
};

/** The settings allow at most this many lead days; candidates are read that far ahead. */
const MAX_LEAD_DAYS = 365;

/** Hourly through pg-boss (one instance per tick); the keys make each reminder happen once. */
export async function registerLicenceReminderJob(d: LicenceJobDeps & { jobs: Jobs }): Promise<void> {
  await d.jobs.register(LICENCE_REMINDER_JOB, async () => {
    await sendLicenceReminders(d);
  });
  await d.jobs.schedule(LICENCE_REMINDER_JOB, '5 * * * *');
}

const language = (v: { 'general.language': unknown }): Language =>
  v['general.language'] === 'en' ? 'en' : 'de';

/**
 * One run (issue 12 point 7): for each licence whose check is due within the lead days or
 * overdue, the domain's dueLicenceReminder names the reminder and its key; the key is inserted
 * into licence_reminders in the transaction that queues the mails to the driver and the
 * examiners (with the department check on, only those of the driver's department), so each
 * reminder is sent exactly once, however often or on however many instances the job runs.
 * Returns the keys sent by this run.
 */
export async function sendLicenceReminders(d: LicenceJobDeps): Promise<string[]> {
  const today = localDateOf(d.clock(), DEFAULT_TIME_ZONE);
  const candidates = await repo.reminderCandidates(d.db, addDays(today, MAX_LEAD_DAYS));
  const sent: string[] = [];
  const failures: unknown[] = [];
  for (const c of candidates) {
    try {
      const { values } = await d.settings.effective(c.tenantId, c.userId);
      const rules = licenceRulesFromSettings(values);
      const due = dueLicenceReminder(c.userId, c, today, rules.reminderLeadDays);
      if (!due) continue;
      const done = await withTransaction(d.pool, async (tx) => {
        if (!(await repo.claimReminder(tx.db, c.tenantId, due.key))) return false;
        const reminder = {
          kind: due.kind,
          nextCheck: c.nextCheck,
          driverName: c.name,
          publicUrl: d.publicUrl,
        };
        // Catalogue kinds vehicles.licenceCheckDue / …Overdue: mandatory (ADR 0013), never switched
        // off; the mails carry their own links (the account page, the check page).
        const kind = due.kind === 'OVERDUE' ? 'vehicles.licenceCheckOverdue' : 'vehicles.licenceCheckDue';
        await d.outbox.queue(
          tx,
          { kind, ...driverReminderMail(c.tenantId, c.email, reminder, language(values)) },
          values,
        );
        const examiners = (
          await activeUsersHolding(tx.db, c.tenantId, 'fahrzeug_fuehrerscheinpruefung')
        ).filter((e) => e.id !== c.userId);
        const departments = await repo.departmentsOf(
          tx.db,
          c.tenantId,
          examiners.map((e) => e.id),
        );
        for (const e of examiners) {
          if (
            !examinerCovers({
              departmentCheck: rules.departmentCheck,
              examinerDepartmentId: departments.get(e.id) ?? null,
              userDepartmentId: c.departmentId,
            })
          )
            continue;
          const own = await d.settings.effective(c.tenantId, e.id);
          await d.outbox.queue(
            tx,
            {
              kind,
              ...examinerReminderMail(c.tenantId, e.email, reminder, language(own.values)),
            },
            own.values,
          );
        }
        return true;
      });
      if (done) sent.push(due.key);
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, 'licence reminders: some failed');
  return sent;
}

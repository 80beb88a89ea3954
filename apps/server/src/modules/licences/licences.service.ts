import type { LicenceInput, LicenceList, LicenceListQuery, UserLicence } from '@buchbar/contracts/licences';
import {
  type DriverLicence,
  examinerCovers,
  heldClasses,
  isBanActive,
  isCheckDue,
  licenceAccess,
  licenceRulesFromSettings,
  licenceStatus,
  nextCheckAfter,
  validateLicenceDates,
} from '@buchbar/domain/fleet/licence';
import { LICENCE_CLASSES } from '@buchbar/domain/fleet/vehicle-constants';
import { DEFAULT_TIME_ZONE, localDateOf } from '@buchbar/domain/time/zoned-time';
import type { z } from 'zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import { type Db, withTransaction } from '../../platform/database/database';
import { AppError, forbidden, notFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import type { SettingsService } from '../settings/settings.module';
import * as repo from './licences.repository';
import './licences.messages';

export type LicencesDeps = {
  pool: import('pg').Pool;
  db: Db;
  settings: SettingsService;
  audit: AuditLog;
  clock: () => number;
};

type Input = z.infer<typeof LicenceInput>;
type ListQuery = z.infer<typeof LicenceListQuery>;

const EXAMINER = 'fahrzeug_fuehrerscheinpruefung';

/**
 * Driver's licences (issue 12 points 5-9; ADR 0011): only examiners and the user themself see a
 * licence; nobody edits or checks their own; every change and every examiner's view is written
 * to the audit log. The rules are the domain's (`@buchbar/domain/fleet/licence`).
 */
export class LicencesService {
  constructor(private readonly d: LicencesDeps) {}

  private today(): string {
    return localDateOf(this.d.clock(), DEFAULT_TIME_ZONE);
  }

  /** The target user (404 for another tenant's or an unknown id) and what the actor may do. */
  private async access(p: Principal, userId: string) {
    const [person, actor, { values }] = await Promise.all([
      repo.findPerson(this.d.db, p.tenantId, userId),
      repo.findPerson(this.d.db, p.tenantId, p.userId),
      this.d.settings.effective(p.tenantId, p.userId),
    ]);
    if (!person || !actor) throw notFound();
    const rules = licenceRulesFromSettings(values);
    const access = licenceAccess({
      actorId: p.userId,
      userId,
      isExaminer: p.permissions.includes(EXAMINER),
      departmentCheck: rules.departmentCheck,
      examinerDepartmentId: actor.departmentId,
      userDepartmentId: person.departmentId,
    });
    return { person, actor, rules, access };
  }

  private async requireWrite(p: Principal, userId: string) {
    const a = await this.access(p, userId);
    if (a.access === 'write') return a;
    if (p.userId === userId) throw new AppError(403, 'LICENCE_SELF_EDIT');
    throw forbidden({ permission: EXAMINER });
  }

  /** GET /users/{id}/licence: the user themself, or an examiner (whose view is audited). */
  async get(p: Principal, userId: string): Promise<z.infer<typeof UserLicence>> {
    const a = await this.access(p, userId);
    if (a.access === 'none') throw forbidden({ permission: EXAMINER });
    const licence = await repo.findLicence(this.d.db, p.tenantId, userId);
    if (p.userId !== userId)
      await this.d.audit.record(this.d.db, {
        tenantId: p.tenantId,
        level: 'INFO',
        category: 'LICENCE',
        event: 'LICENCE_VIEWED',
        message: 'Driving licence viewed by an examiner',
        actorUserId: p.userId,
        details: { userId },
      });
    const checks = licence ? await repo.listChecks(this.d.db, licence.id) : [];
    const today = this.today();
    return {
      user: {
        id: a.person.id,
        name: a.person.name,
        email: a.person.email,
        departmentName: a.person.departmentName,
      },
      status: licenceStatus(licence ?? null, today, a.rules.reminderLeadDays),
      banActive: licence ? isBanActive(licence, today) : false,
      editable: a.access === 'write',
      licence: licence
        ? {
            number: licence.number,
            issueDate: licence.issueDate,
            classes: Object.fromEntries(LICENCE_CLASSES.map((c) => [c, licence.classes[c] === true])),
            restrictions: licence.restrictions,
            info: licence.info,
            banFrom: licence.banFrom,
            banTo: licence.banTo,
            lastCheck: licence.lastCheck,
            nextCheck: licence.nextCheck,
            examiner:
              licence.examinerId && licence.examinerName
                ? { id: licence.examinerId, name: licence.examinerName }
                : null,
          }
        : null,
      checks: checks.map((c) => ({
        checkedOn: c.checkedOn,
        nextCheck: c.nextCheck,
        examiner: c.examinerId ? { id: c.examinerId, name: c.examinerName } : null,
        recordedAt: c.createdAt.toISOString(),
      })),
    };
  }

  /** PUT /users/{id}/licence: an examiner, never for themself; a new last check is a recorded check. */
  async put(p: Principal, userId: string, input: Input) {
    const { actor } = await this.requireWrite(p, userId);
    const today = this.today();
    const dates = validateLicenceDates(input, today);
    if (!dates.ok) throw new AppError(422, dates.code, dates.details);
    const { values } = await this.d.settings.effective(p.tenantId, userId);
    const { maxIntervalMonths } = licenceRulesFromSettings(values);
    const now = new Date(this.d.clock());
    await withTransaction(this.d.pool, async ({ db }) => {
      await repo.lockLicence(db, p.tenantId, userId);
      const before = await repo.findLicence(db, p.tenantId, userId);
      const nextCheck = input.lastCheck ? nextCheckAfter(input.lastCheck, maxIntervalMonths) : null;
      const classes = heldClasses(input.classes);
      const id = await repo.upsertLicence(
        db,
        p.tenantId,
        userId,
        {
          number: input.number,
          issueDate: input.issueDate,
          classes,
          restrictions: input.restrictions,
          info: input.info,
          banFrom: input.banFrom,
          banTo: input.banTo,
          lastCheck: input.lastCheck,
          // A last check entered by hand keeps the stored next check when it is the same day.
          nextCheck: before && before.lastCheck === input.lastCheck ? before.nextCheck : nextCheck,
        },
        now,
      );
      const checkChanged = input.lastCheck !== null && input.lastCheck !== (before?.lastCheck ?? null);
      if (checkChanged && input.lastCheck && nextCheck)
        await repo.recordCheck(db, {
          tenantId: p.tenantId,
          licenceId: id,
          checkedOn: input.lastCheck,
          nextCheck,
          examinerId: p.userId,
          examinerName: actor.name,
          now,
        });
      await this.d.audit.record(db, {
        tenantId: p.tenantId,
        level: 'INFO',
        category: 'LICENCE',
        event: before ? 'LICENCE_CHANGED' : 'LICENCE_RECORDED',
        message: before ? 'Driving licence changed' : 'Driving licence recorded',
        actorUserId: p.userId,
        // Field names and classes, not the licence number (data minimisation).
        details: { userId, fields: changedFields(before, input), classes },
      });
    });
    return this.get(p, userId);
  }

  /** POST /users/{id}/licence/checks: last check = today, examiner = actor, next = today + interval. */
  async recordCheck(p: Principal, userId: string) {
    const { actor } = await this.requireWrite(p, userId);
    const { values } = await this.d.settings.effective(p.tenantId, userId);
    const { maxIntervalMonths } = licenceRulesFromSettings(values);
    const today = this.today();
    const nextCheck = nextCheckAfter(today, maxIntervalMonths);
    const now = new Date(this.d.clock());
    await withTransaction(this.d.pool, async ({ db }) => {
      await repo.lockLicence(db, p.tenantId, userId);
      const licence = await repo.findLicence(db, p.tenantId, userId);
      if (!licence) throw new AppError(422, 'LICENCE_NOT_FOUND');
      await repo.recordCheck(db, {
        tenantId: p.tenantId,
        licenceId: licence.id,
        checkedOn: today,
        nextCheck,
        examinerId: p.userId,
        examinerName: actor.name,
        now,
      });
      await this.d.audit.record(db, {
        tenantId: p.tenantId,
        level: 'INFO',
        category: 'LICENCE',
        event: 'LICENCE_CHECK_RECORDED',
        message: 'Driving licence check recorded',
        actorUserId: p.userId,
        details: { userId, checkedOn: today, nextCheck },
      });
    });
    return this.get(p, userId);
  }

  /** The examiner's visible people with their status (department check, ADR 0011). */
  private async visible(p: Principal) {
    const [actor, { values }, rows] = await Promise.all([
      repo.findPerson(this.d.db, p.tenantId, p.userId),
      this.d.settings.effective(p.tenantId, p.userId),
      repo.listPeople(this.d.db, p.tenantId),
    ]);
    const rules = licenceRulesFromSettings(values);
    const today = this.today();
    return rows
      .filter((r) =>
        examinerCovers({
          departmentCheck: rules.departmentCheck,
          examinerDepartmentId: actor?.departmentId ?? null,
          userDepartmentId: r.departmentId,
        }),
      )
      .map((r) => {
        const licence = r.hasLicence ? { nextCheck: r.nextCheck } : null;
        return {
          row: r,
          status: licenceStatus(licence, today, rules.reminderLeadDays),
          banActive: r.hasLicence ? isBanActive({ banFrom: r.banFrom, banTo: r.banTo }, today) : false,
        };
      });
  }

  /** GET /licences (examiners): everyone's status; the view is audited. */
  async list(p: Principal, q: ListQuery): Promise<z.infer<typeof LicenceList>> {
    const all = await this.visible(p);
    const needle = q.q?.toLocaleLowerCase('de');
    const items = all.filter(
      (x) =>
        (!q.status || x.status === q.status) &&
        (!needle ||
          x.row.name.toLocaleLowerCase('de').includes(needle) ||
          x.row.email.toLocaleLowerCase('de').includes(needle)),
    );
    await this.d.audit.record(this.d.db, {
      tenantId: p.tenantId,
      level: 'INFO',
      category: 'LICENCE',
      event: 'LICENCE_LIST_VIEWED',
      message: 'Driving licence list viewed by an examiner',
      actorUserId: p.userId,
      details: { status: q.status ?? null, shown: items.length },
    });
    return {
      items: items.map((x) => ({
        user: {
          id: x.row.id,
          name: x.row.name,
          email: x.row.email,
          departmentName: x.row.departmentName,
        },
        status: x.status,
        classes: heldClasses(
          Object.fromEntries((x.row.classes ?? []).map((c) => [c, true])) as DriverLicence['classes'],
        ),
        lastCheck: x.row.lastCheck,
        nextCheck: x.row.nextCheck,
        banActive: x.banActive,
      })),
      due: all.filter((x) => isCheckDue(x.status)).length,
    };
  }

  /** GET /licences/due-count: the examiners' menu badge (due soon + overdue). */
  async dueCount(p: Principal): Promise<number> {
    return (await this.visible(p)).filter((x) => isCheckDue(x.status)).length;
  }
}

function changedFields(before: repo.LicenceRow | undefined, input: Input): string[] {
  if (!before) return ['created'];
  const fields: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (before.number !== input.number) fields.push('number');
  if (before.issueDate !== input.issueDate) fields.push('issueDate');
  if (!same(heldClasses(before.classes), heldClasses(input.classes))) fields.push('classes');
  if (before.restrictions !== input.restrictions) fields.push('restrictions');
  if (before.info !== input.info) fields.push('info');
  if (before.banFrom !== input.banFrom || before.banTo !== input.banTo) fields.push('ban');
  if (before.lastCheck !== input.lastCheck) fields.push('lastCheck');
  return fields;
}

/** The driver's licence for the booking check (null = none recorded). */
export async function findDriverLicence(
  db: Db,
  tenantId: string,
  userId: string,
): Promise<DriverLicence | null> {
  return (await repo.findLicence(db, tenantId, userId)) ?? null;
}

import { createHash, randomUUID } from 'node:crypto';
import type {
  LogbookAmendInput,
  LogbookEntry as LogbookEntryView,
  LogbookQuery,
  LogbookVerification,
  Logbook as LogbookView,
} from '@buchbar/contracts/logbook';
import { historyRange } from '@buchbar/domain/fleet/history-filter';
import {
  changedLogbookFields,
  decideLogbookAmendment,
  type LogbookActor,
  type LogbookContent,
  type LogbookVersionKind,
  logbookClosesAt,
  logbookContentOfTrip,
  missingLogbookFields,
} from '@buchbar/domain/fleet/logbook';
import {
  type ChainedVersion,
  chainHash,
  LOGBOOK_GENESIS_HASH,
  verifyLogbookChain,
} from '@buchbar/domain/fleet/logbook-chain';
import { DEFAULT_TIME_ZONE } from '@buchbar/domain/time/zoned-time';
import type { z } from 'zod';
import { type Db, withTransaction } from '../../platform/database/database';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import { readTenantSettings } from '../settings/settings.module';
import { type FleetDeps, findVehicle, listVehicles, lockVehicle } from '../vehicles/vehicles.module';
import * as repo from './logbook.repository';
import './logbook.messages';

type Entry = z.infer<typeof LogbookEntryView>;
type Verification = z.infer<typeof LogbookVerification>;
type Amend = z.infer<typeof LogbookAmendInput>;
type Query = z.infer<typeof LogbookQuery>;

/** A vehicle's logbook of a period with its verification and its chain's newest version. */
export type FleetLogbook = {
  logbook: z.infer<typeof LogbookView>;
  verification: Verification;
  head: { seq: number; hash: string } | null;
};

export const LOGBOOK_REPORT = 'fahrzeug_logbuch_report';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Milliseconds only: the version's created_at must read back exactly as it was hashed. */
const wholeMs = (ms: number) => new Date(Math.floor(ms));

/**
 * Appends one version to a vehicle's chain. The caller holds the vehicle's advisory lock (the
 * check-out and the amendment both take it), so the head read here is still the head at insert.
 */
async function appendVersion(
  db: Db,
  v: Omit<ChainedVersion, 'seq' | 'id'> & { tenantId: string; kind: LogbookVersionKind },
) {
  const head = await repo.chainHead(db, v.vehicleId);
  const chained: ChainedVersion = { ...v, id: randomUUID(), seq: (head?.seq ?? 0) + 1 };
  const prevHash = head?.hash ?? LOGBOOK_GENESIS_HASH;
  const row = {
    ...chained,
    tenantId: v.tenantId,
    kind: v.kind,
    prevHash,
    hash: chainHash(prevHash, chained, sha256),
  };
  await repo.insertVersion(db, row);
  return row;
}

/**
 * Makes the logbook entry of a trip that was just checked out, inside the check-out's
 * transaction and under its vehicle lock (issue 12 point 1). Idempotent per booking.
 */
export async function recordTripInLogbook(
  db: Db,
  tenantId: string,
  bookingId: string,
  author: { id: string; name: string },
  now: number,
  zone: string = DEFAULT_TIME_ZONE,
): Promise<void> {
  if (await repo.entryOfBooking(db, bookingId)) return;
  const trip = await repo.tripForLogbook(db, tenantId, bookingId);
  if (!trip?.checkOut) return;
  const content = logbookContentOfTrip(
    {
      plate: trip.plate,
      driverId: trip.driverId,
      driverName: trip.driverName ?? trip.guestName ?? '',
      plannedStart: trip.startAt.getTime(),
      plannedEnd: trip.endAt.getTime(),
      actualStart: trip.checkIn?.at.getTime() ?? null,
      actualEnd: trip.checkOut.at.getTime(),
      startMileage: trip.checkIn?.mileage ?? null,
      endMileage: trip.checkOut.mileage,
      reason: trip.reason,
      destination: trip.destination,
      stopover: trip.stopover,
      detour: trip.detour,
      contact: trip.contact,
    },
    zone,
  );
  const entryId = randomUUID();
  const at = wholeMs(now);
  await repo.insertEntry(db, {
    id: entryId,
    tenantId,
    vehicleId: trip.vehicleId,
    bookingId,
    driverId: trip.driverId,
    tripEndedAt: trip.checkOut.at,
    createdAt: at,
  });
  await appendVersion(db, {
    tenantId,
    vehicleId: trip.vehicleId,
    entryId,
    version: 1,
    kind: 'ORIGINAL',
    content,
    reason: '',
    authorId: author.id,
    authorName: author.name,
    createdAt: at.toISOString(),
  });
}

/**
 * The logbook (issue 12; ADR 0010): reading a vehicle's entries for holders of
 * fahrzeug_logbuch_report, a driver's own entries, completions and corrections as new versions,
 * and the chain's verification.
 */
export class LogbookService {
  constructor(private readonly d: FleetDeps) {}

  /** Every vehicle of the tenant, deactivated ones too (their logbooks stay readable). */
  async vehicles(p: Principal) {
    const list = await listVehicles(this.d.db, p.tenantId, { includeInactive: true });
    return list
      .map(({ vehicle: v }) => ({
        id: v.id,
        plate: v.licencePlate,
        make: v.make,
        model: v.model,
        active: v.active,
      }))
      .sort((a, b) => Number(b.active) - Number(a.active) || a.plate.localeCompare(b.plate));
  }

  /** A vehicle's entries in a period, with every version (report holders; the route checks). */
  async vehicleLogbook(p: Principal, vehicleId: string, q: Query): Promise<z.infer<typeof LogbookView>> {
    const vehicle = await findVehicle(this.d.db, p.tenantId, vehicleId);
    if (!vehicle) throw notFound();
    const range = this.range(q);
    const rows = await repo.listEntries(this.d.db, p.tenantId, { vehicleId }, range);
    return {
      vehicle: {
        id: vehicle.vehicle.id,
        plate: vehicle.vehicle.licencePlate,
        make: vehicle.vehicle.make,
        model: vehicle.vehicle.model,
        active: vehicle.vehicle.active,
      },
      from: q.from ?? null,
      to: q.to ?? null,
      entries: await this.present(p, rows),
    };
  }

  /** The caller's own entries as driver (any signed-in user), so they can complete open ones. */
  async mine(p: Principal, q: Query): Promise<{ entries: Entry[] }> {
    const rows = await repo.listEntries(this.d.db, p.tenantId, { driverId: p.userId }, this.range(q));
    return { entries: await this.present(p, rows) };
  }

  /** A completion (own open entry) or a correction (report holders, with reason): a new version. */
  async amend(p: Principal, entryId: string, input: Amend): Promise<Entry> {
    const found = await repo.findEntry(this.d.db, p.tenantId, entryId);
    if (!found) throw notFound();
    const days = await this.completionDays(p);
    await withTransaction(this.d.pool, async ({ db }) => {
      await lockVehicle(db, found.vehicleId);
      const versions = await repo.versionsOf(db, [entryId]);
      const latest = versions.at(-1);
      if (!latest) throw notFound();
      const now = this.d.clock();
      const decision = decideLogbookAmendment({
        current: latest.content as unknown as LogbookContent,
        changes: input.changes,
        reason: input.reason,
        actor: actorOf(p),
        tripEnd: found.tripEndedAt.getTime(),
        completionDays: days,
        now,
      });
      if (!decision.ok) {
        const status = decision.code === 'LOGBOOK_NOT_PERMITTED' ? 403 : 422;
        throw new AppError(status, decision.code, { ...decision.details });
      }
      await appendVersion(db, {
        tenantId: p.tenantId,
        vehicleId: found.vehicleId,
        entryId,
        version: latest.version + 1,
        kind: decision.value.kind,
        content: decision.value.content,
        reason: decision.value.reason,
        authorId: p.userId,
        authorName: p.name,
        createdAt: wholeMs(now).toISOString(),
      });
    });
    const [entry] = await this.present(p, [found]);
    if (!entry) throw notFound();
    return entry;
  }

  /** Recomputes the vehicle's whole chain from the database and names the first mismatch. */
  async verify(p: Principal, vehicleId: string): Promise<Verification> {
    if (!(await findVehicle(this.d.db, p.tenantId, vehicleId))) throw notFound();
    return this.verifyChain(p.tenantId, vehicleId);
  }

  private async verifyChain(tenantId: string, vehicleId: string): Promise<Verification> {
    const chain = await repo.chainOf(this.d.db, tenantId, vehicleId);
    const verdict = verifyLogbookChain(chain, sha256);
    const verifiedAt = new Date(this.d.clock()).toISOString();
    if (verdict.ok)
      return { ok: true, checked: verdict.checked, total: chain.length, verifiedAt, firstMismatch: null };
    const bad = chain.find((v) => v.id === verdict.mismatch.versionId);
    const date = bad?.content.date;
    return {
      ok: false,
      checked: verdict.checked,
      total: chain.length,
      verifiedAt,
      firstMismatch: { ...verdict.mismatch, date: typeof date === 'string' ? date : '' },
    };
  }

  /**
   * Every vehicle's logbook of a period with its chain verification and newest version, for the
   * periodic report (issue 13 point 5; ADR 0015): the entries whose trip ended in [start, end),
   * for the active vehicles and for deactivated ones with entries in the period. Read as the
   * tenant (no caller: nobody may amend through it).
   */
  async fleetLogbooks(
    tenantId: string,
    period: { from: string; to: string; start: number; end: number },
  ): Promise<FleetLogbook[]> {
    const days = (await readTenantSettings(this.d.db, tenantId))['vehicles.logbookCompletionDays'];
    const list = await listVehicles(this.d.db, tenantId, { includeInactive: true });
    const range = { start: new Date(period.start), end: new Date(period.end) };
    const out: FleetLogbook[] = [];
    for (const { vehicle: v } of list) {
      const rows = await repo.listEntries(this.d.db, tenantId, { vehicleId: v.id }, range);
      if (!v.active && rows.length === 0) continue;
      out.push({
        logbook: {
          vehicle: { id: v.id, plate: v.licencePlate, make: v.make, model: v.model, active: v.active },
          from: period.from,
          to: period.to,
          entries: await this.presentAs({ userId: null, canReport: false }, days, rows),
        },
        verification: await this.verifyChain(tenantId, v.id),
        head: (await repo.chainHead(this.d.db, v.id)) ?? null,
      });
    }
    return out.sort((a, b) => a.logbook.vehicle.plate.localeCompare(b.logbook.vehicle.plate, 'de'));
  }

  private range(q: Query) {
    const range = historyRange(q.from, q.to);
    if (!range.ok) throw new AppError(422, 'LOGBOOK_RANGE_INVALID', { ...range.details, maxDays: 3660 });
    return {
      start: range.value.start === null ? null : new Date(range.value.start),
      end: range.value.end === null ? null : new Date(range.value.end),
    };
  }

  private async completionDays(p: Principal): Promise<number> {
    const { values } = await this.d.settings.effective(p.tenantId, p.userId);
    return values['vehicles.logbookCompletionDays'];
  }

  private async present(p: Principal, rows: readonly repo.LogbookEntryRow[]): Promise<Entry[]> {
    if (rows.length === 0) return [];
    return this.presentAs(actorOf(p), await this.completionDays(p), rows);
  }

  private async presentAs(
    actor: { userId: string | null; canReport: boolean },
    days: number,
    rows: readonly repo.LogbookEntryRow[],
  ): Promise<Entry[]> {
    if (rows.length === 0) return [];
    const now = this.d.clock();
    const versions = await repo.versionsOf(
      this.d.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const own = versions.filter((v) => v.entryId === r.id);
      const contents = own.map((v) => v.content as unknown as LogbookContent);
      const current = contents.at(-1);
      if (!current) throw new Error(`logbook entry ${r.id} has no version`);
      const closesAt = logbookClosesAt(r.tripEndedAt.getTime(), days);
      const open = now < closesAt;
      const isDriver = r.driverId !== null && r.driverId === actor.userId;
      return {
        id: r.id,
        vehicleId: r.vehicleId,
        bookingId: r.bookingId,
        tripEndedAt: r.tripEndedAt.toISOString(),
        closesAt: new Date(closesAt).toISOString(),
        open,
        missing: missingLogbookFields(current),
        current,
        versions: own.map((v, i) => ({
          id: v.id,
          version: v.version,
          seq: v.seq,
          kind: v.kind,
          content: contents[i] ?? current,
          reason: v.reason,
          author: { id: v.authorId, name: v.authorName },
          createdAt: v.createdAt,
          changedFields:
            i === 0 ? [] : changedLogbookFields(contents[i - 1] ?? current, contents[i] ?? current),
          hash: v.hash,
        })),
        canAmend: isDriver && open ? 'COMPLETION' : actor.canReport ? 'CORRECTION' : 'NONE',
      };
    });
  }
}

function actorOf(p: Principal): LogbookActor {
  return { userId: p.userId, canReport: p.permissions.includes(LOGBOOK_REPORT) };
}

import type { VehicleInput, VehicleUpdate } from '@buchbar/contracts/fleet';
import { validateAttributeForm } from '@buchbar/domain/fleet/attribute-conditions';
import {
  changedFields,
  describeChanges,
  type FieldChange,
  type FieldValue,
  VEHICLE_FIELD_LABELS,
} from '@buchbar/domain/fleet/change-description';
import { VEHICLE_CANCEL_REASONS, type VehicleHistoryType } from '@buchbar/domain/fleet/vehicle-constants';
import { DEFAULT_TIME_ZONE, endOfLocalDay, startOfLocalDay } from '@buchbar/domain/time/zoned-time';
import type { z } from 'zod';
import { type Db, type Tx, withTransaction } from '../../platform/database/database';
import type { AuthChange } from '../../platform/events/event-hub';
import { AppError, notFound } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import type { CalendarInvites } from '../calendar/calendar.module';
import { assertLocationExists } from '../locations/locations.module';
import type { MailOutbox } from '../notifications/notifications.module';
import type { SettingsService } from '../settings/settings.module';
import { listAttributes } from './object-attributes.repository';
import { presentVehicle, vehicleName } from './vehicle.presenter';
import * as repo from './vehicles.repository';
import './vehicles.messages';

export type FleetDeps = {
  pool: import('pg').Pool;
  db: Db;
  settings: SettingsService;
  outbox: MailOutbox;
  clock: () => number;
  /**
   * Subscribes to changes of sessions, users and grants (EventHub, ADR 0005: database triggers
   * on `users` announce every update, whoever writes it); returns the unsubscribe. Without it
   * (tests of single services) nothing about users is cached.
   */
  onAuthChange?: (listener: (change: AuthChange) => void) => () => void;
  /**
   * Subscribes to changes of a tenant's fleet (vehicles, their departments and attribute values,
   * bookings and blocks): database triggers announce every write, whoever makes it, on the
   * EventHub (migration 0011), naming the table written (migration 0013). Without it (tests of
   * single services) the vehicle list is not cached.
   */
  onFleetChange?: (listener: (tenantId: string, table: string | undefined) => void) => () => void;
  /** Whether a file of the tenant's vehicles bucket exists (a picture must be one; ADR 0008). */
  imageExists?: (p: Principal, fileName: string) => Promise<boolean>;
  /** The .ics attachments of booking mails (ADR 0012); without it mails go without one. */
  calendar?: CalendarInvites;
};

/**
 * Cancels a vehicle's bookings and blocks that have not started (all, or with `outside` those not
 * inside the vehicle's new validity) and mails each booker of a trip, in the caller's transaction;
 * returns how many were cancelled. The vehicle-bookings module implements it; the composition
 * root hands it in (that module depends on this one).
 */
export type CancelOpenBookings = (
  tx: Tx,
  p: Principal,
  vehicle: repo.VehicleRecord,
  now: Date,
  reason: string,
  outside?: { from: Date | null; to: Date | null },
) => Promise<number>;

type Input = z.infer<typeof VehicleInput>;
type Update = z.infer<typeof VehicleUpdate>;

/** The master-data fields a change compares (spec 4), in the order the history lists them. */
const FIELDS = [
  'locationId',
  'validFrom',
  'validTo',
  'category',
  'make',
  'model',
  'licencePlate',
  'fuelType',
  'powerKw',
  'gearbox',
  'trunkLitres',
  'seats',
  'doors',
  'colour',
  'requiredLicenceClass',
  'airConditioning',
  'navigation',
  'cruiseControl',
  'seatHeating',
  'imageFile',
  'guestBookable',
  'bookingWeekdays',
  'bookingFrom',
  'bookingTo',
  'bookingOutsideAllowed',
  'departmentIds',
  'attributes',
] as const satisfies readonly (keyof Input)[];
type Field = (typeof FIELDS)[number];

/**
 * Fleet administration (spec 3, 4; issue 10 points 1-3): create, change and deactivate vehicles.
 * Changes that decide availability run under the vehicle's lock (ADR 0008); a change with no
 * differing field does nothing, any other writes a history entry listing "old → new"; a location
 * or validity change and the deactivation cancel the affected bookings with the spec's reasons
 * and mail each booker through the outbox, in the same transaction.
 */
export class VehiclesService {
  constructor(private readonly d: FleetDeps & { cancelOpenBookings: CancelOpenBookings }) {}

  /** A vehicle of the tenant; a deactivated one only for fleet care. */
  async get(p: Principal, id: string) {
    const found = await repo.findVehicle(this.d.db, p.tenantId, id);
    if (!found || (!found.vehicle.active && !p.permissions.includes('fahrzeug_pflege'))) throw notFound();
    return presentVehicle(found);
  }

  async create(p: Principal, input: Input) {
    checkDates(input);
    await this.assertImage(p, input.imageFile);
    const id = await withTransaction(this.d.pool, async ({ db }) => {
      await assertLocationExists(db, p.tenantId, input.locationId);
      await this.assertDepartments(db, p.tenantId, input.departmentIds);
      const attributes = await this.checkAttributes(db, p.tenantId, input.attributes);
      const { departmentIds, attributes: _given, ...columns } = input;
      const vehicleId = await repo.insertVehicle(db, p.tenantId, columns);
      await repo.replaceDepartments(db, p.tenantId, vehicleId, departmentIds);
      await repo.replaceAttributeValues(db, p.tenantId, vehicleId, attributes);
      await this.record(db, p, vehicleId, 'ERSTELLUNG', `Fahrzeug angelegt: ${vehicleName(input)}`);
      return vehicleId;
    });
    return this.get(p, id);
  }

  async update(p: Principal, id: string, patch: Update) {
    const now = new Date(this.d.clock());
    const result = await withTransaction(this.d.pool, async (tx) => {
      const { db } = tx;
      await repo.lockVehicle(db, id);
      const old = await repo.findVehicle(db, p.tenantId, id);
      if (!old) throw notFound();
      if (!old.vehicle.active) throw new AppError(422, 'VEHICLE_DEACTIVATED');
      const before = comparable(old);
      checkDates({ ...before, ...patch } as Input);
      const { attributes: _given, ...fields } = patch;
      const next: Partial<Record<Field, FieldValue>> = { ...fields };
      const attributes = patch.attributes && (await this.checkAttributes(db, p.tenantId, patch.attributes));
      if (attributes) next.attributes = attributeList(attributes);
      const changes = changedFields(FIELDS, before, next);
      if (changes.length === 0) return { changed: false, cancelled: 0 };
      const has = (f: Field) => changes.some((c) => c.field === f);
      if (has('imageFile')) await this.assertImage(p, patch.imageFile ?? null);
      if (has('locationId') && patch.locationId) await assertLocationExists(db, p.tenantId, patch.locationId);
      if (has('departmentIds') && patch.departmentIds) {
        await this.assertDepartments(db, p.tenantId, patch.departmentIds);
        await repo.replaceDepartments(db, p.tenantId, id, patch.departmentIds);
      }
      if (has('attributes') && attributes) await repo.replaceAttributeValues(db, p.tenantId, id, attributes);
      const { departmentIds: _d, attributes: _a, ...columns } = patch;
      const changedColumns = Object.fromEntries(
        Object.entries(columns).filter(([k]) => has(k as Field)),
      ) as Partial<repo.VehicleValues>;
      await repo.updateVehicle(db, p.tenantId, id, changedColumns);

      // Bookings the change makes impossible (spec 4): a new location cancels every open
      // booking, a new validity those outside it.
      let cancelled = 0;
      if (has('locationId')) {
        cancelled = await this.d.cancelOpenBookings(tx, p, old, now, VEHICLE_CANCEL_REASONS.locationChanged);
      } else if (has('validFrom') || has('validTo')) {
        const validFrom = (patch.validFrom === undefined ? old.vehicle.validFrom : patch.validFrom) ?? null;
        const validTo = (patch.validTo === undefined ? old.vehicle.validTo : patch.validTo) ?? null;
        cancelled = await this.d.cancelOpenBookings(tx, p, old, now, VEHICLE_CANCEL_REASONS.noLongerValid, {
          from: validFrom ? new Date(startOfLocalDay(validFrom, DEFAULT_TIME_ZONE)) : null,
          to: validTo ? new Date(endOfLocalDay(validTo, DEFAULT_TIME_ZONE)) : null,
        });
      }
      const description = describeChanges(await this.readable(db, p.tenantId, changes), VEHICLE_FIELD_LABELS);
      await this.record(db, p, id, 'STAMMDATENAENDERUNG', withCancelled(description, cancelled));
      return { changed: true, cancelled };
    });
    return { vehicle: await this.get(p, id), changed: result.changed, cancelledBookings: result.cancelled };
  }

  /**
   * One individual booking window for several vehicles (PUT /vehicles/booking-times, spec 5).
   * Every id is checked before the first change (an unknown or foreign id is 404 and nothing
   * changes); each vehicle then gets its own history entry, as an edit would write.
   */
  async setBookingTimes(
    p: Principal,
    vehicleIds: string[] | undefined,
    window: Pick<Update, 'bookingWeekdays' | 'bookingFrom' | 'bookingTo' | 'bookingOutsideAllowed'>,
  ) {
    // Spec 5: "saving booking times without vehicle id is refused (vehicle ID missing)".
    if (!vehicleIds || vehicleIds.length === 0) throw new AppError(422, 'VEHICLE_ID_MISSING');
    const ids = [...new Set(vehicleIds)];
    for (const id of ids) {
      if (!(await this.get(p, id)).active) throw new AppError(422, 'VEHICLE_DEACTIVATED', { vehicleId: id });
    }
    let changed = 0;
    for (const id of ids) if ((await this.update(p, id, window)).changed) changed++;
    return { changed, unchanged: ids.length - changed };
  }

  /** Soft deactivation (spec 4): cancels the open bookings, writes a DEAKTIVIERUNG entry. */
  async deactivate(p: Principal, id: string) {
    const now = new Date(this.d.clock());
    const result = await withTransaction(this.d.pool, async (tx) => {
      await repo.lockVehicle(tx.db, id);
      const old = await repo.findVehicle(tx.db, p.tenantId, id);
      if (!old) throw notFound();
      if (!old.vehicle.active) return { changed: false, cancelled: 0 };
      await repo.deactivateVehicle(tx.db, p.tenantId, id, p.userId, now);
      const cancelled = await this.d.cancelOpenBookings(tx, p, old, now, VEHICLE_CANCEL_REASONS.deactivated);
      await this.record(tx.db, p, id, 'DEAKTIVIERUNG', withCancelled('Fahrzeug deaktiviert', cancelled));
      return { changed: true, cancelled };
    });
    return { vehicle: await this.get(p, id), changed: result.changed, cancelledBookings: result.cancelled };
  }

  private async record(
    db: Db,
    p: Principal,
    vehicleId: string,
    type: VehicleHistoryType,
    description: string,
  ) {
    await repo.insertHistory(db, { tenantId: p.tenantId, vehicleId, type, description, userId: p.userId });
  }

  /** A picture names an upload or a default picture of the tenant's vehicles bucket. */
  private async assertImage(p: Principal, fileName: string | null) {
    if (fileName === null || !this.d.imageExists) return;
    if (!(await this.d.imageExists(p, fileName)))
      throw new AppError(422, 'VEHICLE_IMAGE_UNKNOWN', { field: 'imageFile', fileName });
  }

  private async assertDepartments(db: Db, tenantId: string, ids: string[]) {
    const known = await repo.knownDepartments(db, tenantId, ids);
    if (ids.some((id) => !known.has(id))) throw new AppError(422, 'UNKNOWN_DEPARTMENT');
  }

  /** The values to store: checked against the tenant's FAHRZEUG attributes (ADR 0008.6). */
  private async checkAttributes(db: Db, tenantId: string, given: { attributeId: string; value: string }[]) {
    const defs = await listAttributes(db, tenantId, 'FAHRZEUG');
    const submitted: Record<string, string> = {};
    for (const a of given) {
      // An id given twice that is no attribute is refused like once; the last value counts.
      submitted[a.attributeId] = a.value;
    }
    const checked = validateAttributeForm(defs, submitted);
    if (!checked.ok) throw new AppError(422, checked.code, checked.details);
    const { values } = checked.value;
    return defs
      .filter((d) => values[d.id] !== undefined)
      .map((d) => ({ attributeId: d.id, value: values[d.id] ?? '' }));
  }

  /** Locations, departments and attributes by name in the history, not by id. */
  private async readable(db: Db, tenantId: string, changes: FieldChange[]): Promise<FieldChange[]> {
    const needs = (f: Field) => changes.some((c) => c.field === f);
    const locationNames = needs('locationId') ? await repo.locationNames(db, tenantId) : undefined;
    const departments = needs('departmentIds') ? await repo.departmentNames(db, tenantId) : undefined;
    const attributes = needs('attributes')
      ? new Map((await listAttributes(db, tenantId, 'FAHRZEUG')).map((a) => [a.id, a.label]))
      : undefined;
    const name = (map: Map<string, string> | undefined, id: string) => map?.get(id) ?? id;
    return changes.map((c) => {
      const map = (v: FieldValue, f: (x: string) => string): FieldValue =>
        Array.isArray(v) ? v.map((x) => f(String(x))) : typeof v === 'string' ? f(v) : v;
      if (c.field === 'locationId')
        return {
          ...c,
          from: map(c.from, (x) => name(locationNames, x)),
          to: map(c.to, (x) => name(locationNames, x)),
        };
      if (c.field === 'departmentIds')
        return {
          ...c,
          from: map(c.from, (x) => name(departments, x)),
          to: map(c.to, (x) => name(departments, x)),
        };
      if (c.field === 'attributes') {
        const label = (x: string) => {
          const [attributeId = '', ...value] = x.split('=');
          return `${name(attributes, attributeId)}=${value.join('=')}`;
        };
        return { ...c, from: map(c.from, label), to: map(c.to, label) };
      }
      return c;
    });
  }
}

/** The stored vehicle as the values a change compares with: the API's view of each field. */
function comparable(r: repo.VehicleRecord): Record<Field, FieldValue> {
  const shown = presentVehicle(r);
  const values = Object.fromEntries(FIELDS.map((f) => [f, shown[f]])) as Record<Field, FieldValue>;
  values.attributes = attributeList(r.attributes);
  return values;
}

const attributeList = (values: { attributeId: string; value: string }[]) =>
  values.map((a) => `${a.attributeId}=${a.value}`);

function checkDates(v: Pick<Input, 'validFrom' | 'validTo' | 'bookingFrom' | 'bookingTo'>) {
  if (v.validFrom && v.validTo && v.validFrom > v.validTo)
    throw new AppError(422, 'VEHICLE_VALIDITY_INVALID', { validFrom: v.validFrom, validTo: v.validTo });
  if (v.bookingFrom && v.bookingTo && v.bookingFrom >= v.bookingTo)
    throw new AppError(422, 'VEHICLE_BOOKING_WINDOW_INVALID', { from: v.bookingFrom, to: v.bookingTo });
}

const withCancelled = (description: string, n: number) =>
  n === 0 ? description : `${description}; ${n === 1 ? '1 Buchung' : `${n} Buchungen`} storniert`;

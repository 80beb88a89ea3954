import { encodeVehicleCursor, type Vehicle, type VehicleAvailability } from '@buchbar/contracts/fleet';
import { resolveBookingWindow } from '@buchbar/domain/fleet/availability';
import { vehicleBookingRulesFromSettings } from '@buchbar/domain/fleet/booking-check';
import {
  type VehicleListVerdict,
  vehicleListRank,
  vehicleListVerdicts,
} from '@buchbar/domain/fleet/vehicle-list';
import type { EffectiveSettings } from '@buchbar/domain/settings';
import { MINUTE_MS } from '@buchbar/domain/time/interval';
import { DEFAULT_TIME_ZONE } from '@buchbar/domain/time/zoned-time';
import type { z } from 'zod';
import { TtlCache } from '../../platform/cache/ttl-cache';
import { forbidden, notFound } from '../../platform/http/app-error';
import { type Language, translate } from '../../platform/http/messages';
import type { Principal } from '../access/access.module';
import { presentVehicle } from './vehicle.presenter';
import * as repo from './vehicles.repository';
import type { FleetDeps } from './vehicles.service';
import './vehicles.messages';

type VehicleItem = z.infer<typeof Vehicle>;

export type VehicleListRequest = {
  includeInactive: boolean;
  locationId?: string;
  departmentId?: string;
  category?: string;
  attribute: { attributeId: string; value: string }[];
  favouritesOnly: boolean;
  favouritesFirst: boolean;
  from?: string;
  to?: string;
  limit: number;
  /** Index of the page's first item (from `cursor` or `offset`). */
  start: number;
};

export type VehicleListPage = {
  items: VehicleItem[];
  total: number;
  /** Bookable vehicles among all matching ones (only with a window). */
  bookable: number | null;
  /** The cursor of the next page, or null on the last. */
  nextCursor: string | null;
  /**
   * `items` as the JSON the route sends, built once per answer: a kept answer asked again costs
   * no serialisation (JSON.stringify of a page was the largest self time of the repeated search).
   */
  body: string;
};

/** A matching vehicle in the list's order, with its verdict when a window was asked. */
type ListEntry = { id: string; verdict?: VehicleListVerdict };

/**
 * The page's entries: directly bookable, then approval needed (special trip), then unavailable
 * (issue 22 point 10), favourites first when asked; stable, so equal ranks keep the name order.
 */
function rankedPage(
  order: readonly ListEntry[],
  favourites: ReadonlySet<string>,
  q: VehicleListRequest,
): ListEntry[] {
  const rank = (e: ListEntry) =>
    vehicleListRank({
      bookable: e.verdict ? e.verdict.bookable : null,
      needsApproval: e.verdict?.needsApproval ?? false,
      favourite: favourites.has(e.id),
      favouritesFirst: q.favouritesFirst ?? false,
    });
  const sorted = order.map((e, index) => ({ e, index, rank: rank(e) }));
  sorted.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return sorted.slice(q.start, q.start + q.limit).map((s) => s.e);
}

/**
 * The vehicle list (GET /api/v1/vehicles, ADR 0008 point 15): filtered and ordered on the server,
 * one page at a time. Order: with a window bookable vehicles first; then, when asked, the user's
 * favourites; then by name (make, model, plate, id), so pages are stable. With a window every
 * matching vehicle gets its verdict (one query for the lean keys and their bookings near the window,
 * pure domain verdicts), but only the page's vehicles are loaded in full, translated and sent.
 */
export class VehicleListService {
  /**
   * Answers of the last seconds per user and question (ADR 0008 point 15): the same search again
   * (paging back, a reload, the list after closing a dialog) costs no verdicts of the whole fleet.
   * Any write to the tenant's fleet drops its answers on every instance (trigger → EventHub);
   * the short life bounds what depends on the clock alone (a trip overrunning its end).
   */
  private readonly answers = new TtlCache<string, VehicleListPage>({ ttlMs: 5_000, maxEntries: 2_000 });

  /**
   * The lean keys of the vehicles per tenant and filter (ADR 0008 point 15): they change only with
   * the vehicles, their departments or attribute values, so a new question reads only the bookings
   * near its window. A booking write keeps them; the minute bounds a change announcement lost
   * with the listening connection.
   */
  private readonly keys = new TtlCache<string, repo.VehicleListKey[]>({ ttlMs: 60_000, maxEntries: 500 });

  constructor(private readonly d: FleetDeps) {
    d.onFleetChange?.((tenantId, table) => {
      const ofTenant = (key: string) => key.startsWith(`${tenantId}|`);
      this.answers.deleteWhere(ofTenant);
      if (table !== 'vehicle_bookings') this.keys.deleteWhere(ofTenant);
    });
  }

  async page(p: Principal, lang: Language, q: VehicleListRequest): Promise<VehicleListPage> {
    if (q.includeInactive && !p.permissions.includes('fahrzeug_pflege'))
      throw forbidden({ permission: 'fahrzeug_pflege' });
    if (!this.d.onFleetChange) return this.load(p, lang, q);
    // The user's effective vehicle settings (cached by the settings service) are part of the
    // question: a favourite starred or a policy changed is a new question, never a stale answer.
    const { values } = await this.d.settings.effective(p.tenantId, p.userId);
    const vehicleSettings = Object.entries(values).filter(([key]) => key.startsWith('vehicles.'));
    const key = `${p.tenantId}|${p.userId}|${lang}|${JSON.stringify(q)}|${JSON.stringify(vehicleSettings)}`;
    return this.answers.getOrLoad(key, () => this.load(p, lang, q));
  }

  private async load(p: Principal, lang: Language, q: VehicleListRequest): Promise<VehicleListPage> {
    const { filter, settings, favourites, actor } = await this.readQuestion(p, q);
    const window = q.from !== undefined && q.to !== undefined;
    const { order, bookable } =
      window && settings
        ? await this.judgeWindow(p.tenantId, q, filter, settings, actor?.departmentId ?? null)
        : {
            order: (await this.vehicleKeys(p.tenantId, filter)).map((k): ListEntry => ({ id: k.id })),
            bookable: null,
          };
    const slice = rankedPage(order, favourites, q);
    const items = await this.presentPage(p.tenantId, lang, q, slice);
    const next = q.start + q.limit;
    return {
      items,
      total: order.length,
      bookable,
      nextCursor: next < order.length ? encodeVehicleCursor(next) : null,
      body: JSON.stringify(items),
    };
  }

  /** The question's filter, with the settings, favourites and department it needs (404 for a foreign department). */
  private async readQuestion(p: Principal, q: VehicleListRequest) {
    const wantsFavourites = q.favouritesOnly || q.favouritesFirst;
    const window = q.from !== undefined && q.to !== undefined;
    const [known, effective, actor] = await Promise.all([
      // Another tenant's (or an unknown) department is 404, like any foreign id.
      q.departmentId ? repo.knownDepartments(this.d.db, p.tenantId, [q.departmentId]) : null,
      window || wantsFavourites ? this.d.settings.effective(p.tenantId, p.userId) : null,
      window ? repo.findUserDepartment(this.d.db, p.tenantId, p.userId) : null,
    ]);
    if (known && known.size === 0) throw notFound();
    const settings = effective?.values;
    const favourites = new Set(favouriteIds(settings?.['vehicles.favouriteVehicles']));
    const filter: repo.VehicleListFilter = {
      includeInactive: q.includeInactive,
      locationId: q.locationId,
      departmentId: q.departmentId,
      category: q.category === undefined || q.category === '' ? undefined : q.category,
      attributes: q.attribute.filter((a) => a.value.trim() !== ''),
      onlyIds: q.favouritesOnly ? [...favourites] : undefined,
    };
    return { filter, settings, favourites, actor };
  }

  /** Every matching vehicle's verdict for the window: the lean keys and the bookings near it, then the domain. */
  private async judgeWindow(
    tenantId: string,
    q: VehicleListRequest,
    filter: repo.VehicleListFilter,
    settings: EffectiveSettings,
    driverDepartmentId: string | null,
  ): Promise<{ order: ListEntry[]; bookable: number }> {
    const wanted = { start: Date.parse(q.from as string), end: Date.parse(q.to as string) };
    const rules = vehicleBookingRulesFromSettings(settings);
    const now = this.d.clock();
    const gap = rules.minimumGapMinutes * MINUTE_MS;
    const from = Math.min(wanted.start, wanted.end);
    const to = Math.max(wanted.start, wanted.end);
    const [keys, busy] = await Promise.all([
      this.vehicleKeys(tenantId, filter),
      repo.listBusyPeriods(this.d.db, tenantId, {
        lower: new Date(from - gap),
        upper: new Date(to + gap),
        // Active bookings past their end block until returned (see busyPeriods).
        overrunBefore: now + gap > from ? new Date(now) : null,
      }),
    ]);
    const verdicts = vehicleListVerdicts({
      wanted,
      now,
      rules,
      driverDepartmentId,
      zone: DEFAULT_TIME_ZONE,
      vehicles: keys.map((k) => ({
        id: k.id,
        validFrom: k.validFrom,
        validTo: k.validTo,
        window: resolveBookingWindow(
          {
            weekdays: k.bookingWeekdays,
            from: k.bookingFrom,
            to: k.bookingTo,
            outsideAllowed: k.bookingOutsideAllowed,
          },
          settings,
        ),
        departmentIds: k.departmentIds,
        bookings: busy.get(k.id) ?? [],
      })),
    });
    return {
      order: keys.map((k, i) => ({ id: k.id, verdict: verdicts[i] })),
      bookable: verdicts.filter((v) => v.bookable).length,
    };
  }

  /** The page's vehicles loaded in full and presented, with their availability when judged. */
  private async presentPage(
    tenantId: string,
    lang: Language,
    q: VehicleListRequest,
    slice: readonly ListEntry[],
  ): Promise<VehicleItem[]> {
    const records = await repo.listVehicles(this.d.db, tenantId, {
      includeInactive: q.includeInactive,
      ids: slice.map((e) => e.id),
    });
    const byId = new Map(records.map((r) => [r.vehicle.id, r]));
    const items: VehicleItem[] = [];
    for (const e of slice) {
      const record = byId.get(e.id);
      // Deactivated between the two queries: left out rather than shown stale.
      if (!record) continue;
      const item = presentVehicle(record);
      items.push(e.verdict ? { ...item, availability: availabilityOf(e.verdict, lang) } : item);
    }
    return items;
  }

  private vehicleKeys(tenantId: string, filter: repo.VehicleListFilter): Promise<repo.VehicleListKey[]> {
    if (!this.d.onFleetChange) return repo.listVehicleKeys(this.d.db, tenantId, filter);
    return this.keys.getOrLoad(`${tenantId}|${JSON.stringify(filter)}`, () =>
      repo.listVehicleKeys(this.d.db, tenantId, filter),
    );
  }

  /** The filter choices of the active fleet: locations and categories (attributes: GET /object-attributes). */
  facets(p: Principal) {
    return repo.vehicleFacets(this.d.db, p.tenantId);
  }
}

function availabilityOf(verdict: VehicleListVerdict, lang: Language): z.infer<typeof VehicleAvailability> {
  return {
    bookable: verdict.bookable,
    reasons: verdict.reasons.map((r) => ({
      code: r.code,
      message: translate(r.code, lang, { ...r.details }),
      details: { ...r.details },
    })),
    needsApproval: verdict.needsApproval,
    approvalReasons: [...verdict.approvalReasons],
  };
}

/** The effective favourites setting as ids (anything else counts as none). */
function favouriteIds(value: unknown): string[] {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && uuid.test(v)) : [];
}

import {
  resolveEffectiveSettings,
  SETTING_KEYS,
  SETTINGS,
  validateSettingLayer,
  validateSettingValue,
} from '@buchbar/domain/settings';
import { checkDataRoutingWrite } from '@buchbar/domain/settings-data-routing';
import type pg from 'pg';
import type { AuditLog } from '../../platform/audit/audit-log';
import { TtlCache } from '../../platform/cache/ttl-cache';
import { type Db, withTransaction } from '../../platform/database/database';
import { AppError } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import {
  countGroupValues,
  type Layer,
  readLayer,
  readLayersOfUser,
  removeValue,
  writeValue,
} from './settings.repository';
import './settings.messages';

/** Layered settings (spec 6): values per layer, checked by the domain registry before they are stored. */
const CACHE_MS = 1_000;

/**
 * Checks that a setting's value only names objects the tenant owns (e.g. favourite vehicles);
 * returns the parts that name none. The owning module registers it (the settings registry only
 * knows shapes, not other modules' data).
 */
export type SettingReferenceCheck = (tenantId: string, value: unknown) => Promise<unknown[]>;

export class SettingsService {
  private readonly cache = new TtlCache<string, ReturnType<typeof resolveEffectiveSettings>>({
    ttlMs: CACHE_MS,
    maxEntries: 10_000,
  });

  private readonly referenceChecks = new Map<string, SettingReferenceCheck>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly db: Db,
    private readonly audit: AuditLog,
    /** A tenant's settings were written here (the composition root drops cached policies, e.g. session lifetimes). */
    private readonly onTenantChanged: (tenantId: string) => void = () => undefined,
  ) {}

  definitions() {
    return SETTING_KEYS.map((key) => {
      const d = SETTINGS[key];
      return {
        key,
        feature: d.feature,
        type: d.type,
        default: d.default,
        layers: [...d.layers],
        description: d.description,
        ...('min' in d ? { min: d.min, max: d.max } : {}),
        ...('allowed' in d && d.allowed ? { allowed: [...d.allowed] } : {}),
        ...('items' in d ? { items: d.items } : {}),
      };
    });
  }

  /** One check per option; a value naming anything the check does not find is refused with 422. */
  checkReferences(option: string, check: SettingReferenceCheck) {
    this.referenceChecks.set(option, check);
  }

  read(tenantId: string, layer: Layer, subjectId: string) {
    return readLayer(this.db, tenantId, layer, subjectId);
  }

  /** The tenant's groups (from the access context) with how many options each sets. */
  async groupsWithValues(tenantId: string, groups: readonly { id: string; name: string }[]) {
    const counts = await countGroupValues(this.db, tenantId);
    return groups.map((g) => ({ id: g.id, name: g.name, valueCount: counts.get(g.id) ?? 0 }));
  }

  /**
   * All or nothing: one invalid value refuses the whole write and nothing stored changes. An
   * unknown option is malformed input (400); an option the layer may not hold (e.g. a tenant-only
   * policy at a group) or a value outside its rules is refused as a business rule (422).
   * `subjectName` (a group's name) goes into the audit entry.
   */
  async write(
    p: Principal,
    layer: Layer,
    subjectId: string,
    values: Record<string, unknown>,
    subjectName?: string,
  ) {
    // Changing where data goes needs the right to read that data, at every layer (issue 22 point 4).
    const routing = checkDataRoutingWrite(Object.keys(values), p.permissions);
    if (!routing.ok) throw new AppError(403, routing.code, { ...routing.details, layer });
    for (const [option, value] of Object.entries(values)) {
      // A reset (null) needs an option the layer may hold; a value must also fit the option.
      const checked =
        value === null ? validateSettingLayer(option, layer) : validateSettingValue(option, value, layer);
      if (!checked.ok) {
        const status = checked.code === 'NO_CUSTOMIZING_OPTION' ? 400 : 422;
        throw new AppError(status, checked.code, {
          ...checked.details,
          option,
          layer,
          value: display(value),
        });
      }
      if (value === null) continue;
      const unknown = await this.referenceChecks.get(option)?.(p.tenantId, value);
      if (unknown && unknown.length > 0) {
        throw new AppError(422, 'SETTING_VALUE_INVALID', {
          option,
          layer,
          value: display(unknown.length === 1 ? unknown[0] : unknown),
          unknown,
          problem: { code: 'unknownReference' },
        });
      }
    }
    this.cache.deleteWhere((key) => key.startsWith(`${p.tenantId}/`));
    this.onTenantChanged(p.tenantId);
    return withTransaction(this.pool, async ({ db }) => {
      for (const [option, value] of Object.entries(values)) {
        if (value === null) await removeValue(db, p.tenantId, layer, subjectId, option);
        else await writeValue(db, p.tenantId, layer, subjectId, option, value, p.userId);
      }
      await this.audit.record(db, {
        tenantId: p.tenantId,
        level: 'INFO',
        category: 'SETTINGS',
        event: 'SETTINGS_CHANGED',
        params: { layer, options: Object.keys(values), ...(subjectName ? { group: subjectName } : {}) },
        message: `Einstellungen (${layer}) geändert: ${Object.keys(values).join(', ')}`,
        actorUserId: p.userId,
        details: { layer, subjectId, values },
      });
      return readLayer(db, p.tenantId, layer, subjectId);
    });
  }

  /**
   * Effective settings of a user. Read on nearly every request, so kept for a second per user
   * and dropped on every write of the tenant here; another instance sees a change within 1 s.
   */
  async effective(tenantId: string, userId: string) {
    return this.cache.getOrLoad(`${tenantId}/${userId}`, () =>
      readLayersOfUser(this.db, tenantId, userId).then((layers) => resolveEffectiveSettings(layers)),
    );
  }
}

function display(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

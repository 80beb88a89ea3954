import {
  resolveEffectiveSettings,
  SETTING_KEYS,
  SETTINGS,
  validateSettingValue,
} from '@buchbar/domain/settings';
import type pg from 'pg';
import type { AuditLog } from '../../platform/audit/audit-log';
import { TtlCache } from '../../platform/cache/ttl-cache';
import { type Db, withTransaction } from '../../platform/database/database';
import { AppError } from '../../platform/http/app-error';
import type { Principal } from '../access/access.module';
import { type Layer, readLayer, readLayersOfUser, removeValue, writeValue } from './settings.repository';
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

  /** All or nothing: one invalid value refuses the whole write and nothing stored changes. */
  async write(p: Principal, layer: Layer, subjectId: string, values: Record<string, unknown>) {
    for (const [option, value] of Object.entries(values)) {
      if (value === null) continue;
      const checked = validateSettingValue(option, value, layer);
      if (!checked.ok) {
        const status = checked.code === 'SETTING_VALUE_INVALID' ? 422 : 400;
        throw new AppError(status, checked.code, {
          ...checked.details,
          option,
          layer,
          value: display(value),
        });
      }
      const unknown = await this.referenceChecks.get(option)?.(p.tenantId, value);
      if (unknown && unknown.length > 0) {
        throw new AppError(422, 'SETTING_VALUE_INVALID', {
          option,
          layer,
          value: display(unknown.length === 1 ? unknown[0] : unknown),
          unknown,
        });
      }
    }
    this.cache.deleteWhere((key) => key.startsWith(`${p.tenantId}/`));
    this.onTenantChanged(p.tenantId);
    return withTransaction(this.pool, async ({ db }) => {
      for (const [option, value] of Object.entries(values)) {
        if (value === null) await removeValue(db, p.tenantId, layer, subjectId, option);
        else await writeValue(db, p.tenantId, layer, subjectId, option, value);
      }
      await this.audit.record(db, {
        tenantId: p.tenantId,
        level: 'INFO',
        category: 'SETTINGS',
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

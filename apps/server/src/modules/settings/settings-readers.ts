import { defaultSettings, resolveEffectiveSettings } from '@buchbar/domain/settings';
import type { Db } from '../../platform/database/database';
import { readLayer, readLayersOfUser, tenantValueWriter } from './settings.repository';

export { tenantValueWriter };

/**
 * Effective settings for code that runs outside a request's SettingsService (auth hooks,
 * mailers): the same layers and the same domain resolution, uncached.
 */
export async function readTenantSettings(db: Db, tenantId: string) {
  return resolveEffectiveSettings({ tenant: await readLayer(db, tenantId, 'tenant', tenantId) }).values;
}

export async function readUserSettings(db: Db, tenantId: string, userId: string) {
  return resolveEffectiveSettings(await readLayersOfUser(db, tenantId, userId)).values;
}

/** A tenant's session lifetimes (the platform's session check gets this reader handed in). */
export async function readSessionLifetimes(db: Db, tenantId: string | null) {
  const values = tenantId ? await readTenantSettings(db, tenantId) : defaultSettings();
  return {
    idleMinutes: values['general.sessionIdleMinutes'],
    absoluteMinutes: values['general.sessionAbsoluteMinutes'],
  };
}

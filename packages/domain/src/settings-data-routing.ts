import type { PermissionName } from './permissions';
import { err, ok, type Result } from './result';
import { isSettingKey, SETTING_KEYS, SETTINGS } from './settings';

/**
 * Options that send data somewhere (mail addresses, URLs, webhooks, recipients), each with the
 * permission of the data it carries (issue 22 point 4): whoever changes where the data goes
 * must be allowed to read it, or a settings admin could mail the logbook to any address.
 */
export const DATA_ROUTING_OPTIONS: ReadonlyMap<string, PermissionName> = new Map(
  SETTING_KEYS.flatMap((key) => {
    const permission = (SETTINGS[key] as { routesDataOf?: PermissionName }).routesDataOf;
    return permission ? [[key, permission] as const] : [];
  }),
);

/** The permission an option's data needs, or null when the option routes no data out. */
export function dataPermissionOf(option: string): PermissionName | null {
  return isSettingKey(option) ? (DATA_ROUTING_OPTIONS.get(option) ?? null) : null;
}

/**
 * A write (or reset) of `options` by someone holding `held`: refused with
 * SETTING_NEEDS_DATA_PERMISSION (the first option whose data permission is missing) at any
 * layer. Unknown options pass here; the registry check refuses them.
 */
export function checkDataRoutingWrite(
  options: readonly string[],
  held: readonly PermissionName[],
): Result<true> {
  for (const option of options) {
    const permission = dataPermissionOf(option);
    if (permission && !held.includes(permission))
      return err('SETTING_NEEDS_DATA_PERMISSION', { option, permission });
  }
  return ok(true);
}

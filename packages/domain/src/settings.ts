import { err, ok, type Result } from './result';
import { GENERAL_SETTINGS } from './settings-general';
import { NOTIFICATION_SETTINGS } from './settings-notifications';
import { SPACE_SETTINGS } from './settings-spaces';
import type {
  ArraySetting,
  SettingDefinition,
  SettingLayer,
  SettingValue,
  SettingValueOf,
} from './settings-types';
import { VEHICLE_CHECK_SETTINGS } from './settings-vehicle-checks';
import { VEHICLE_LOGBOOK_SETTINGS } from './settings-vehicle-logbook';
import { VEHICLE_BOOKING_SETTINGS } from './settings-vehicles';
import { isTimeString } from './time/time-of-day';

/** The typed registry: option key -> definition. Values live in the database per layer. */
export const SETTINGS = {
  ...SPACE_SETTINGS,
  ...VEHICLE_BOOKING_SETTINGS,
  ...VEHICLE_CHECK_SETTINGS,
  ...VEHICLE_LOGBOOK_SETTINGS,
  ...NOTIFICATION_SETTINGS,
  ...GENERAL_SETTINGS,
} as const satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof SETTINGS;
export type EffectiveSettings = { readonly [K in SettingKey]: SettingValueOf<(typeof SETTINGS)[K]> };
export type SettingSource = SettingLayer | 'default';
/** Stored values of one layer (one tenant, one group or one user), keyed by option. */
export type LayerValues = Readonly<Record<string, unknown>>;

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export function isSettingKey(option: string): option is SettingKey {
  return Object.hasOwn(SETTINGS, option);
}

export function getSettingDefinition(option: string): Result<SettingDefinition> {
  return isSettingKey(option) ? ok(SETTINGS[option]) : err('NO_CUSTOMIZING_OPTION', { option });
}

/** Options a user may set for themselves (language, zoom, favourites, own mail preferences). */
export function isUserWritable(option: string): boolean {
  return isSettingKey(option) && SETTINGS[option].layers.includes('user');
}

/** Options that may be written at `layer` (the group settings screen lists those of `group`). */
export function settingKeysOfLayer(layer: SettingLayer): SettingKey[] {
  return SETTING_KEYS.filter((key) => SETTINGS[key].layers.includes(layer));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Why a value does not fit its option, as a code with parameters: the server puts it in the
 * 422's details and the web shows it at the field in the reader's language (issue 14 point 7).
 */
export type SettingValueProblem =
  | { code: 'notNumber' | 'notWhole' | 'notBoolean' | 'notTime' | 'notString' | 'notArray' | 'notUnique' }
  /** The value names objects the tenant does not have (e.g. favourite vehicles; checked by the server). */
  | { code: 'unknownReference' }
  | { code: 'range'; min: number; max: number }
  | { code: 'notAllowed' | 'itemNotAllowed'; allowed: readonly (string | number)[] }
  | { code: 'tooLong' | 'tooManyItems'; max: number }
  | { code: 'itemInvalid'; items: ArraySetting['items'] };

export type SettingValueProblemCode = SettingValueProblem['code'];

function arrayProblem(def: ArraySetting, value: readonly unknown[]): SettingValueProblem | null {
  if (def.maxItems !== undefined && value.length > def.maxItems)
    return { code: 'tooManyItems', max: def.maxItems };
  for (const item of value) {
    const good =
      def.items === 'integer'
        ? Number.isInteger(item)
        : typeof item === 'string' &&
          (def.items !== 'time' || isTimeString(item)) &&
          (def.items !== 'email' || EMAIL.test(item));
    if (!good) return { code: 'itemInvalid', items: def.items };
    if (def.allowed && !def.allowed.includes(item as string | number))
      return { code: 'itemNotAllowed', allowed: def.allowed };
  }
  return new Set(value).size === value.length ? null : { code: 'notUnique' };
}

/** Why `value` does not fit `def`, or null. Values are typed JSON, never strings to coerce. */
export function settingValueProblem(def: SettingDefinition, value: unknown): SettingValueProblem | null {
  switch (def.type) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return { code: 'notNumber' };
      if (def.integer && !Number.isInteger(value)) return { code: 'notWhole' };
      if (value < def.min || value > def.max) return { code: 'range', min: def.min, max: def.max };
      if (def.allowed && !def.allowed.includes(value)) return { code: 'notAllowed', allowed: def.allowed };
      return null;
    case 'boolean':
      return typeof value === 'boolean' ? null : { code: 'notBoolean' };
    case 'time':
      return typeof value === 'string' && isTimeString(value) ? null : { code: 'notTime' };
    case 'string':
      if (typeof value !== 'string') return { code: 'notString' };
      if (def.maxLength !== undefined && value.length > def.maxLength)
        return { code: 'tooLong', max: def.maxLength };
      if (def.allowed && !def.allowed.includes(value)) return { code: 'notAllowed', allowed: def.allowed };
      return null;
    case 'array':
      return Array.isArray(value) ? arrayProblem(def, value) : { code: 'notArray' };
  }
}

/** The problem in English words, for logs and the API's `details.reason`. */
export function describeSettingValueProblem(problem: SettingValueProblem): string {
  switch (problem.code) {
    case 'notNumber':
      return 'must be a number';
    case 'notWhole':
      return 'must be a whole number';
    case 'range':
      return `must be between ${problem.min} and ${problem.max}`;
    case 'notAllowed':
      return `must be one of ${problem.allowed.join(', ')}`;
    case 'notBoolean':
      return 'must be true or false';
    case 'notTime':
      return 'must be a HH:mm time';
    case 'notString':
      return 'must be a string';
    case 'tooLong':
      return `at most ${problem.max} characters`;
    case 'notArray':
      return 'must be an array';
    case 'tooManyItems':
      return `at most ${problem.max} items`;
    case 'itemInvalid':
      return `every item must be ${problem.items === 'time' ? 'a HH:mm time' : `a${problem.items === 'integer' ? 'n' : ''} ${problem.items}`}`;
    case 'itemNotAllowed':
      return `items must be one of ${problem.allowed.join(', ')}`;
    case 'notUnique':
      return 'items must be unique';
    case 'unknownReference':
      return 'names something that does not exist';
  }
}

/**
 * The option exists and may be written (or reset) at `layer`: NO_CUSTOMIZING_OPTION or
 * SETTING_LAYER_NOT_ALLOWED otherwise. A reset (null) is checked with this alone.
 */
export function validateSettingLayer(option: string, layer: string): Result<SettingDefinition> {
  const def = getSettingDefinition(option);
  if (!def.ok) return def;
  const allowed = def.value.layers;
  if (!allowed.some((l) => l === layer)) {
    return err('SETTING_LAYER_NOT_ALLOWED', { option, layer, allowedLayers: allowed });
  }
  return def;
}

/**
 * Checks a value before it is written at `layer` (spec 8: the failure names value, option and
 * layer). Unknown option -> NO_CUSTOMIZING_OPTION; layer not allowed for the option (e.g. a
 * user writing a tenant policy) -> SETTING_LAYER_NOT_ALLOWED; bad value -> SETTING_VALUE_INVALID.
 */
export function validateSettingValue(option: string, value: unknown, layer: string): Result<SettingValue> {
  const def = validateSettingLayer(option, layer);
  if (!def.ok) return def;
  const problem = settingValueProblem(def.value, value);
  if (problem)
    return err('SETTING_VALUE_INVALID', {
      option,
      layer,
      value,
      reason: describeSettingValueProblem(problem),
      problem,
    });
  return ok(value as SettingValue);
}

export function defaultSettings(): EffectiveSettings {
  const values: Record<string, SettingValue> = {};
  for (const key of SETTING_KEYS) values[key] = SETTINGS[key].default;
  return values as EffectiveSettings;
}

export type ResolvedSettings = {
  values: EffectiveSettings;
  sources: Readonly<Record<SettingKey, SettingSource>>;
  /** Stored values that were ignored (unknown option, wrong layer, invalid value): log them. */
  ignored: { code: string; details: Readonly<Record<string, unknown>> }[];
};

/**
 * Spec 6: relevance order user > group > tenant > default. Groups are passed in priority order
 * and the first group that sets an option wins (the server sorts a user's groups by name, then
 * id, so the outcome is deterministic and admins can steer it). An invalid stored value never
 * breaks the app: it is skipped, the next layer applies, and the problem is reported in `ignored`.
 */
export function resolveEffectiveSettings(input: {
  tenant?: LayerValues;
  groups?: readonly LayerValues[];
  user?: LayerValues;
}): ResolvedSettings {
  const layers: [SettingLayer, LayerValues][] = [
    ['user', input.user ?? {}],
    ...(input.groups ?? []).map((g): [SettingLayer, LayerValues] => ['group', g]),
    ['tenant', input.tenant ?? {}],
  ];
  const values: Record<string, unknown> = defaultSettings();
  const sources = Object.fromEntries(SETTING_KEYS.map((k) => [k, 'default'])) as Record<
    SettingKey,
    SettingSource
  >;
  const ignored: ResolvedSettings['ignored'] = [];
  const decided = new Set<string>();
  for (const [layer, stored] of layers) {
    for (const [option, value] of Object.entries(stored)) {
      const checked = validateSettingValue(option, value, layer);
      if (!checked.ok) ignored.push({ code: checked.code, details: checked.details });
      else if (isSettingKey(option) && !decided.has(option)) {
        decided.add(option);
        values[option] = checked.value;
        sources[option] = layer;
      }
    }
  }
  return { values: values as EffectiveSettings, sources, ignored };
}

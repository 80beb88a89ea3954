/** The parts of a setting definition the form needs (contract SettingDefinition). */
export interface SettingShape {
  key: string;
  feature: string;
  type: 'number' | 'boolean' | 'string' | 'time' | 'array';
  default: unknown;
  layers: readonly string[];
  allowed?: readonly (string | number)[];
  items?: string;
}

/** A field's value while editing: number inputs may be empty text, arrays are lists of text. */
export type FieldValue = number | boolean | string | string[] | '';

/** Tabs of the tenant settings page, in order (spec: reading room/workplaces, vehicles, general). */
export const SETTING_TABS = ['spaces', 'vehicles', 'general'] as const;
export type SettingTab = (typeof SETTING_TABS)[number];

// Per-user data kept in settings (favourites) has no meaning for a whole tenant.
const PERSONAL_ONLY = /favourite/i;

/** Options editable at the tenant layer on the settings page, grouped by tab. */
export function groupTenantOptions<D extends SettingShape>(defs: readonly D[]): Record<SettingTab, D[]> {
  const groups: Record<SettingTab, D[]> = { spaces: [], vehicles: [], general: [] };
  for (const def of defs) {
    if (!def.layers.includes('tenant') || PERSONAL_ONLY.test(def.key)) continue;
    const tab = (SETTING_TABS as readonly string[]).includes(def.feature)
      ? (def.feature as SettingTab)
      : 'general';
    groups[tab].push(def);
  }
  return groups;
}

/** Stored JSON -> what the input shows. */
export function toFieldValue(def: SettingShape, value: unknown): FieldValue {
  switch (def.type) {
    case 'number':
      return typeof value === 'number' ? value : '';
    case 'boolean':
      return value === true;
    case 'array':
      return Array.isArray(value) ? value.map(String) : [];
    default:
      return typeof value === 'string' ? value : '';
  }
}

/**
 * What the input shows -> the typed JSON the API expects. Integer arrays are parsed; text that is
 * not a number is sent as is, so the server refuses it with its message (never silently dropped).
 */
export function fromFieldValue(def: SettingShape, value: FieldValue): unknown {
  if (def.type === 'array' && Array.isArray(value)) {
    const numeric = def.items === 'integer' || typeof def.allowed?.[0] === 'number';
    return value.map((item) => (numeric && /^-?\d+$/.test(item.trim()) ? Number(item.trim()) : item.trim()));
  }
  if (
    def.type === 'string' &&
    typeof value === 'string' &&
    def.allowed &&
    typeof def.allowed[0] === 'number'
  ) {
    return Number(value);
  }
  return value;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The PUT body: only keys whose tenant-layer value changed. `draft[key] === null` means "not set
 * at the tenant layer" (reset): sent as null when a value is stored, else left out.
 */
export function changedTenantValues(
  defs: readonly SettingShape[],
  stored: Readonly<Record<string, unknown>>,
  draft: Readonly<Record<string, FieldValue | null>>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const def of defs) {
    if (!Object.hasOwn(draft, def.key)) continue;
    const next = draft[def.key];
    const isStored = Object.hasOwn(stored, def.key);
    if (next === null || next === undefined) {
      if (isStored) changes[def.key] = null;
      continue;
    }
    const value = fromFieldValue(def, next);
    if (!isStored || !sameJson(value, stored[def.key])) changes[def.key] = value;
  }
  return changes;
}

/** The default as short text for the hint ("15", "09:00", "an", "1, 2, 3"). */
export function formatDefault(def: SettingShape, yes: string, no: string): string {
  if (def.type === 'boolean') return def.default === true ? yes : no;
  if (Array.isArray(def.default)) return def.default.length > 0 ? def.default.join(', ') : '–';
  return def.default === '' || def.default === undefined || def.default === null ? '–' : String(def.default);
}

import {
  isSettingKey,
  SETTINGS,
  type SettingValueProblem,
  settingValueProblem,
} from '@buchbar/domain/settings';
import type { SettingLayer } from '@buchbar/domain/settings-types';

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

/** Options editable at `layer` (tenant or group) on the settings pages, grouped by tab. */
export function groupOptionsOfLayer<D extends SettingShape>(
  defs: readonly D[],
  layer: Exclude<SettingLayer, 'user'>,
): Record<SettingTab, D[]> {
  const groups: Record<SettingTab, D[]> = { spaces: [], vehicles: [], general: [] };
  for (const def of defs) {
    if (!def.layers.includes(layer) || PERSONAL_ONLY.test(def.key)) continue;
    const tab = (SETTING_TABS as readonly string[]).includes(def.feature)
      ? (def.feature as SettingTab)
      : 'general';
    groups[tab].push(def);
  }
  return groups;
}

/** Options editable at the tenant layer on the settings page, grouped by tab. */
export function groupTenantOptions<D extends SettingShape>(defs: readonly D[]): Record<SettingTab, D[]> {
  return groupOptionsOfLayer(defs, 'tenant');
}

/**
 * Why a field's value cannot be saved (the domain's rule, the one the server applies), or null.
 * Issue 14 point 7: −5 advance days is refused at the field, never clamped to 0 and saved.
 */
export function fieldProblem(def: SettingShape, value: FieldValue | null): SettingValueProblem | null {
  if (value === null || !isSettingKey(def.key)) return null;
  return settingValueProblem(SETTINGS[def.key], fromFieldValue(def, value));
}

/**
 * An error at a field: a rule the value breaks (shown in the reader's language, also after a
 * language switch), an option the layer may not hold, or the server's own words as a last resort.
 */
export type FieldError =
  | { kind: 'problem'; problem: SettingValueProblem }
  | { kind: 'layer' }
  | { kind: 'message'; message: string };

/** Problems of every changed field, keyed by option; empty when the draft may be saved. */
export function draftProblems(
  defs: readonly SettingShape[],
  draft: Readonly<Record<string, FieldValue | null>>,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const def of defs) {
    if (!Object.hasOwn(draft, def.key)) continue;
    const problem = fieldProblem(def, draft[def.key] ?? null);
    if (problem) errors[def.key] = { kind: 'problem', problem };
  }
  return errors;
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

/**
 * A value as short text for a hint ("15", "09:00", "an", "Montag, Dienstag"); `label` names
 * allowed values (weekdays, products) so admins never read raw keys.
 */
export function formatValue(
  def: SettingShape,
  value: unknown,
  yes: string,
  no: string,
  label: (value: string | number) => string = String,
): string {
  if (def.type === 'boolean') return value === true ? yes : no;
  if (Array.isArray(value)) return value.length > 0 ? value.map((v) => label(v)).join(', ') : '–';
  if (value === '' || value === undefined || value === null) return '–';
  return typeof value === 'string' || typeof value === 'number' ? label(value) : String(value);
}

/** The default as short text for the hint. */
export function formatDefault(
  def: SettingShape,
  yes: string,
  no: string,
  label?: (value: string | number) => string,
): string {
  return formatValue(def, def.default, yes, no, label);
}

import { err, ok, type Result } from '../result';
import {
  OBJECT_ATTRIBUTE_CONDITIONS,
  OBJECT_ATTRIBUTE_TYPES,
  type ObjectAttributeCondition,
  type ObjectAttributeType,
} from './vehicle-constants';

/**
 * Object attributes and their values (spec 3, 5; ADR 0008.6). SHOW_IF: shown only while the
 * dependent attribute (same object) has the value (a choice key, or the exact text); several
 * SHOW_IF must all hold, and an attribute whose dependency is hidden is hidden too. MANDATORY: a
 * visible attribute needs a non-empty value (with a dependent attribute and value only while
 * that holds). SHOW_FILTER and SHOW_CARD only mark where the attribute is shown.
 */
export type AttributeCondition = { type: string; dependentAttributeId: string | null; value: string | null };
export type AttributeDefinition = {
  id: string;
  type: string;
  label: string;
  choices: readonly { key: string; text: string }[];
  conditions: readonly AttributeCondition[];
};

const isType = (v: string): v is ObjectAttributeType =>
  (OBJECT_ATTRIBUTE_TYPES as readonly string[]).includes(v);
const isCondition = (v: string): v is ObjectAttributeCondition =>
  (OBJECT_ATTRIBUTE_CONDITIONS as readonly string[]).includes(v);
const hasChoices = (type: string) => type === 'RADIOS' || type === 'DROPDOWN';

/**
 * Checks one definition against the other attributes of its object (`others`, without itself):
 * a known type, choices for RADIOS/DROPDOWN (unique keys) and none for TEXT, known condition
 * types, SHOW_IF with a dependent attribute of the object and a value (a choice key where the
 * dependent one has choices), and no SHOW_IF/MANDATORY dependency cycle.
 */
export function validateAttributeDefinition(
  def: AttributeDefinition,
  others: readonly AttributeDefinition[],
): Result<AttributeDefinition> {
  if (!isType(def.type)) return err('UNKNOWN_TYPE', { value: def.type });
  const keys = def.choices.map((c) => c.key);
  if (hasChoices(def.type) ? keys.length === 0 || new Set(keys).size !== keys.length : keys.length > 0)
    return err('ATTRIBUTE_CHOICES_INVALID', { type: def.type });
  for (const c of def.conditions) {
    if (!isCondition(c.type)) return err('INVALID_CONDITION_TYPE', { value: c.type });
    const needsDependency = c.type === 'SHOW_IF';
    const hasDependency = c.dependentAttributeId !== null;
    if (needsDependency && (!hasDependency || c.value === null || c.value === ''))
      return err('ATTRIBUTE_CONDITION_INVALID', { condition: c.type });
    if (!hasDependency) continue;
    const dependent = others.find((o) => o.id === c.dependentAttributeId);
    if (!dependent || dependent.id === def.id)
      return err('ATTRIBUTE_CONDITION_INVALID', {
        condition: c.type,
        dependentAttributeId: c.dependentAttributeId,
      });
    if (hasChoices(dependent.type) && c.value !== null && !dependent.choices.some((ch) => ch.key === c.value))
      return err('ATTRIBUTE_CONDITION_INVALID', { condition: c.type, value: c.value });
  }
  if (hasCycle([...others.filter((o) => o.id !== def.id), def]))
    return err('ATTRIBUTE_CONDITION_CYCLE', { label: def.label });
  return ok(def);
}

function hasCycle(defs: readonly AttributeDefinition[]): boolean {
  const edges = new Map(
    defs.map((d) => [
      d.id,
      d.conditions.flatMap((c) => (c.dependentAttributeId ? [c.dependentAttributeId] : [])),
    ]),
  );
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string): boolean => {
    if (state.get(id) === 'done') return false;
    if (state.get(id) === 'open') return true;
    state.set(id, 'open');
    for (const next of edges.get(id) ?? []) if (visit(next)) return true;
    state.set(id, 'done');
    return false;
  };
  return defs.some((d) => visit(d.id));
}

const holds = (c: AttributeCondition, values: ReadonlyMap<string, string>) =>
  c.dependentAttributeId !== null && values.get(c.dependentAttributeId) === c.value;

/** Whether `def` is shown with these values: every SHOW_IF holds and its dependency is shown. */
export function isAttributeVisible(
  def: AttributeDefinition,
  defs: readonly AttributeDefinition[],
  values: ReadonlyMap<string, string>,
  seen: ReadonlySet<string> = new Set(),
): boolean {
  if (seen.has(def.id)) return false;
  return def.conditions
    .filter((c) => c.type === 'SHOW_IF')
    .every((c) => {
      const dependent = defs.find((d) => d.id === c.dependentAttributeId);
      return (
        dependent !== undefined &&
        holds(c, values) &&
        isAttributeVisible(dependent, defs, values, new Set([...seen, def.id]))
      );
    });
}

/** Whether a shown attribute must have a value (a MANDATORY condition that applies). */
export function isAttributeMandatory(def: AttributeDefinition, values: ReadonlyMap<string, string>): boolean {
  return def.conditions.some(
    (c) => c.type === 'MANDATORY' && (c.dependentAttributeId === null || holds(c, values)),
  );
}

/**
 * The values a form may store: each names an attribute of the object and, for RADIOS/DROPDOWN,
 * one of its choice keys; empty values and values of hidden attributes are dropped; a shown
 * mandatory attribute without a value refuses the form (MANDATORY_FIELDS_MISSING, "Bitte füllen
 * Sie alle Pflichtfelder aus.", details: the attributes' ids and labels).
 */
export function checkAttributeValues(
  defs: readonly AttributeDefinition[],
  given: readonly { attributeId: string; value: string }[],
): Result<{ attributeId: string; value: string }[]> {
  const values = new Map<string, string>();
  for (const v of given) {
    const def = defs.find((d) => d.id === v.attributeId);
    if (!def) return err('UNKNOWN_ATTRIBUTE', { attributeId: v.attributeId });
    const value = v.value.trim();
    if (value === '') continue;
    if (hasChoices(def.type) && !def.choices.some((c) => c.key === value))
      return err('ATTRIBUTE_VALUE_INVALID', { label: def.label, value });
    values.set(def.id, value);
  }
  const visible = defs.filter((d) => isAttributeVisible(d, defs, values));
  const missing = visible.filter((d) => isAttributeMandatory(d, values) && !values.has(d.id));
  if (missing.length > 0)
    return err('MANDATORY_FIELDS_MISSING', {
      attributes: missing.map((d) => d.id),
      labels: missing.map((d) => d.label),
    });
  return ok(
    visible
      .filter((d) => values.has(d.id))
      .map((d) => ({ attributeId: d.id, value: values.get(d.id) ?? '' })),
  );
}

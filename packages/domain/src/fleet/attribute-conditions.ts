import { err, ok, type Result } from '../result';
import {
  CHOICE_ATTRIBUTE_TYPES,
  isObjectAttributeCondition,
  isObjectAttributeType,
  type ObjectAttributeCondition,
  type ObjectAttributeObject,
  type ObjectAttributeType,
} from './vehicle-constants';

/** A choice of a RADIOS or DROPDOWN attribute (spec 3 "choices (key, text)"). */
export type AttributeChoice = { readonly key: string; readonly text: string };

/** A condition as stored or sent: the type is checked by validateConditionType. */
export type AttributeConditionInput = {
  readonly type: string;
  readonly dependentAttributeId?: string | null;
  readonly value?: string | null;
};

export type AttributeCondition = {
  readonly type: ObjectAttributeCondition;
  readonly dependentAttributeId: string | null;
  readonly value: string | null;
};

export type ObjectAttribute = {
  readonly id: string;
  readonly object: ObjectAttributeObject;
  readonly type: ObjectAttributeType;
  readonly label: string;
  readonly choices: readonly AttributeChoice[];
  readonly conditions: readonly AttributeCondition[];
};

export type ObjectAttributeInput = Omit<ObjectAttribute, 'type' | 'conditions'> & {
  readonly type: string;
  readonly conditions: readonly AttributeConditionInput[];
};

/** Spec 3, 8: condition types outside the four are refused with "invalid condition type". */
export function validateConditionType(type: string): Result<ObjectAttributeCondition> {
  return isObjectAttributeCondition(type) ? ok(type) : err('INVALID_CONDITION_TYPE', { value: type });
}

/**
 * ADR 0008 gap 6: attribute types other than TEXT, RADIOS, DROPDOWN are refused until specified
 * (spec 8 "unknown type X").
 */
export function validateAttributeType(type: string): Result<ObjectAttributeType> {
  return isObjectAttributeType(type) ? ok(type) : err('UNKNOWN_TYPE', { value: type });
}

const isChoiceType = (type: ObjectAttributeType) =>
  (CHOICE_ATTRIBUTE_TYPES as readonly string[]).includes(type);

const badChoices = (attribute: ObjectAttribute, reason: string) =>
  err('ATTRIBUTE_CHOICES_INVALID', { attributeId: attribute.id, type: attribute.type, reason });

const badCondition = (attribute: ObjectAttribute, condition: AttributeCondition, reason: string) =>
  err('ATTRIBUTE_CONDITION_INVALID', {
    attributeId: attribute.id,
    condition: condition.type,
    dependentAttributeId: condition.dependentAttributeId,
    value: condition.value,
    reason,
  });

/**
 * Checks the attribute definitions of one object as they are saved (ADR 0008 gap 6): known types
 * (UNKNOWN_TYPE) and condition types (INVALID_CONDITION_TYPE); RADIOS/DROPDOWN have choices with
 * unique, non-empty keys, TEXT has none (ATTRIBUTE_CHOICES_INVALID); SHOW_IF names another
 * attribute of the same object and a value (a choice key when that attribute has choices), and
 * MANDATORY's dependent, if given, likewise (ATTRIBUTE_CONDITION_INVALID); SHOW_IF chains may not
 * form a circle (ATTRIBUTE_CONDITION_CYCLE). Returns the typed definitions.
 */
export function validateAttributeDefinitions(
  inputs: readonly ObjectAttributeInput[],
): Result<ObjectAttribute[]> {
  const typed: ObjectAttribute[] = [];
  for (const input of inputs) {
    const type = validateAttributeType(input.type);
    if (!type.ok) return type;
    const conditions: AttributeCondition[] = [];
    for (const c of input.conditions) {
      const conditionType = validateConditionType(c.type);
      if (!conditionType.ok) return conditionType;
      conditions.push({
        type: conditionType.value,
        dependentAttributeId: c.dependentAttributeId ?? null,
        value: c.value ?? null,
      });
    }
    typed.push({ ...input, type: type.value, conditions });
  }
  const byId = new Map(typed.map((a) => [a.id, a]));
  for (const attribute of typed) {
    const keys = attribute.choices.map((c) => c.key);
    if (isChoiceType(attribute.type)) {
      if (keys.length === 0) return badChoices(attribute, 'choices missing');
      if (keys.some((k) => k.trim() === '') || new Set(keys).size !== keys.length) {
        return badChoices(attribute, 'choice keys must be unique and not empty');
      }
    } else if (keys.length > 0) return badChoices(attribute, 'a text attribute has no choices');
    for (const condition of attribute.conditions) {
      const bad = checkDependency(attribute, condition, byId);
      if (bad) return bad;
    }
  }
  const cycle = findShowIfCycle(typed);
  if (!cycle) return ok(typed);
  return err('ATTRIBUTE_CONDITION_CYCLE', {
    label: byId.get(cycle[0] ?? '')?.label ?? '',
    attributeIds: cycle,
  });
}

function checkDependency(
  attribute: ObjectAttribute,
  condition: AttributeCondition,
  byId: ReadonlyMap<string, ObjectAttribute>,
) {
  if (condition.type === 'SHOW_FILTER' || condition.type === 'SHOW_CARD') return null;
  if (condition.dependentAttributeId === null) {
    return condition.type === 'SHOW_IF'
      ? badCondition(attribute, condition, 'SHOW_IF needs a dependent attribute')
      : null;
  }
  const dependent = byId.get(condition.dependentAttributeId);
  if (!dependent || dependent.object !== attribute.object || dependent.id === attribute.id) {
    return badCondition(
      attribute,
      condition,
      'the dependent attribute must be another attribute of the same object',
    );
  }
  if (condition.value === null || condition.value === '') {
    return badCondition(attribute, condition, 'the condition needs a value');
  }
  if (isChoiceType(dependent.type) && !dependent.choices.some((c) => c.key === condition.value)) {
    return badCondition(
      attribute,
      condition,
      "the condition's value is not a choice of the dependent attribute",
    );
  }
  return null;
}

/** The ids of a SHOW_IF circle (a -> b -> a), or null. */
function findShowIfCycle(attributes: readonly ObjectAttribute[]): string[] | null {
  const edges = new Map(
    attributes.map((a) => [a.id, showIfConditions(a).map((c) => c.dependentAttributeId ?? '')]),
  );
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'visiting') return path.slice(path.indexOf(id));
    state.set(id, 'visiting');
    path.push(id);
    for (const next of edges.get(id) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };
  for (const a of attributes) {
    const found = visit(a.id);
    if (found) return found;
  }
  return null;
}

const showIfConditions = (a: ObjectAttribute) => a.conditions.filter((c) => c.type === 'SHOW_IF');

/** Submitted or stored values by attribute id; an empty or blank text counts as no value. */
export type AttributeValues = Readonly<Record<string, string | null | undefined>>;

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Which attributes are shown for the given values (ADR 0008 gap 6): an attribute is visible when
 * every SHOW_IF condition holds, i.e. its dependent attribute is itself visible and has exactly
 * the condition's value (a choice key, or the exact text). Chains follow; a circle (refused on
 * save) counts as hidden.
 */
export function visibleAttributeIds(
  attributes: readonly ObjectAttribute[],
  values: AttributeValues,
): Set<string> {
  const byId = new Map(attributes.map((a) => [a.id, a]));
  const memo = new Map<string, boolean>();
  const visible = (id: string, seen: ReadonlySet<string>): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const attribute = byId.get(id);
    if (!attribute || seen.has(id)) return false;
    const next = new Set(seen).add(id);
    const result = showIfConditions(attribute).every((c) => {
      const dependent = c.dependentAttributeId ?? '';
      return visible(dependent, next) && values[dependent] === c.value;
    });
    memo.set(id, result);
    return result;
  };
  return new Set(attributes.filter((a) => visible(a.id, new Set())).map((a) => a.id));
}

/**
 * Mandatory for the given values: visible, with a MANDATORY condition that holds (no dependent
 * attribute, or the dependent attribute has the condition's value). A hidden attribute is never
 * mandatory.
 */
export function isAttributeMandatory(
  attribute: ObjectAttribute,
  values: AttributeValues,
  visible: ReadonlySet<string>,
): boolean {
  if (!visible.has(attribute.id)) return false;
  return attribute.conditions.some(
    (c) =>
      c.type === 'MANDATORY' &&
      (c.dependentAttributeId === null ||
        (visible.has(c.dependentAttributeId) && values[c.dependentAttributeId] === c.value)),
  );
}

export type AttributeFormResult = {
  /** The values to store: visible attributes with a value (trimmed text); hidden ones are dropped. */
  readonly values: Readonly<Record<string, string>>;
};

/**
 * Validates a submitted form of one object's attributes (used on save by the server and on
 * submit by the web): every submitted id must be an attribute of the object (UNKNOWN_ATTRIBUTE);
 * a RADIOS/DROPDOWN value must be one of its choice keys (ATTRIBUTE_VALUE_INVALID); every
 * visible mandatory attribute needs a value (MANDATORY_FIELDS_MISSING, "Bitte füllen Sie alle
 * Pflichtfelder aus.", naming the attributes in details). Values of hidden attributes are
 * dropped, not stored.
 */
export function validateAttributeForm(
  attributes: readonly ObjectAttribute[],
  submitted: AttributeValues,
): Result<AttributeFormResult> {
  const byId = new Map(attributes.map((a) => [a.id, a]));
  const cleaned: Record<string, string> = {};
  for (const [id, raw] of Object.entries(submitted)) {
    const attribute = byId.get(id);
    if (!attribute) return err('UNKNOWN_ATTRIBUTE', { attributeId: id });
    if (!present(raw)) continue;
    const value = attribute.type === 'TEXT' ? raw.trim() : raw;
    if (isChoiceType(attribute.type) && !attribute.choices.some((c) => c.key === value)) {
      return err('ATTRIBUTE_VALUE_INVALID', { attributeId: id, label: attribute.label, value });
    }
    cleaned[id] = value;
  }
  const visible = visibleAttributeIds(attributes, cleaned);
  const missing = attributes.filter(
    (a) => isAttributeMandatory(a, cleaned, visible) && !present(cleaned[a.id]),
  );
  if (missing.length > 0) {
    return err('MANDATORY_FIELDS_MISSING', {
      attributes: missing.map((a) => a.id),
      labels: missing.map((a) => a.label),
    });
  }
  const values: Record<string, string> = {};
  for (const [id, value] of Object.entries(cleaned)) if (visible.has(id)) values[id] = value;
  return ok({ values });
}

const hasCondition = (a: ObjectAttribute, type: ObjectAttributeCondition) =>
  a.conditions.some((c) => c.type === type);

/** SHOW_FILTER: the attributes offered as filters of the vehicle list. */
export function filterAttributes(attributes: readonly ObjectAttribute[]): ObjectAttribute[] {
  return attributes.filter((a) => hasCondition(a, 'SHOW_FILTER'));
}

/** SHOW_CARD: the attributes whose values are shown on the vehicle card (or the history row). */
export function cardAttributes(attributes: readonly ObjectAttribute[]): ObjectAttribute[] {
  return attributes.filter((a) => hasCondition(a, 'SHOW_CARD'));
}

/**
 * Whether a stored value matches a list filter (ADR 0008 gap 6): RADIOS/DROPDOWN by choice key,
 * TEXT as a case-insensitive contains-search. An empty filter matches everything.
 */
export function matchesAttributeFilter(
  attribute: Pick<ObjectAttribute, 'type'>,
  stored: string | null | undefined,
  filter: string,
): boolean {
  if (filter.trim() === '') return true;
  if (!present(stored)) return false;
  if (isChoiceType(attribute.type)) return stored === filter;
  return stored.toLocaleLowerCase('de').includes(filter.trim().toLocaleLowerCase('de'));
}

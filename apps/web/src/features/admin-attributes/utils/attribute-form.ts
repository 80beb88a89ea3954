import type { ObjectAttribute, ObjectAttributeInput } from '@buchbar/contracts/fleet';
import {
  CHOICE_ATTRIBUTE_TYPES,
  type ObjectAttributeObject,
  type ObjectAttributeType,
} from '@buchbar/domain/fleet/vehicle-constants';
import type { z } from 'zod';

export type AttributeItem = z.infer<typeof ObjectAttribute> & { name: string };
export type AttributeBody = z.input<typeof ObjectAttributeInput>;
type Condition = AttributeItem['conditions'][number];

/** The editor's values: the label is `name` (the admin-crud pattern), conditions as switches. */
export interface AttributeFormValues {
  name: string;
  object: ObjectAttributeObject;
  type: ObjectAttributeType;
  position: number;
  choices: { key: string; text: string }[];
  mandatory: boolean;
  /** A stored "mandatory when X = v" (no editor of its own): kept as it is on save. */
  mandatoryDependent: { attributeId: string; value: string | null } | null;
  showIf: boolean;
  showIfAttributeId: string;
  showIfValue: string;
  showFilter: boolean;
  showCard: boolean;
}

export const hasChoices = (type: string): boolean =>
  (CHOICE_ATTRIBUTE_TYPES as readonly string[]).includes(type);

const conditionOf = (a: AttributeItem | undefined, type: string): Condition | undefined =>
  a?.conditions.find((c) => c.type === type);

/** The API's attribute (label) as a crud item (name). */
export const toItem = (a: z.infer<typeof ObjectAttribute>): AttributeItem => ({ ...a, name: a.label });

export function toFormValues(
  a: AttributeItem | undefined,
  object: ObjectAttributeObject,
): AttributeFormValues {
  const mandatory = conditionOf(a, 'MANDATORY');
  const showIf = conditionOf(a, 'SHOW_IF');
  return {
    name: a?.label ?? '',
    object: (a?.object as ObjectAttributeObject | undefined) ?? object,
    type: (a?.type as ObjectAttributeType | undefined) ?? 'TEXT',
    position: a?.position ?? 0,
    choices: a?.choices.map((c) => ({ ...c })) ?? [],
    mandatory: mandatory !== undefined,
    mandatoryDependent: mandatory?.dependentAttributeId
      ? { attributeId: mandatory.dependentAttributeId, value: mandatory.value }
      : null,
    showIf: showIf !== undefined,
    showIfAttributeId: showIf?.dependentAttributeId ?? '',
    showIfValue: showIf?.value ?? '',
    showFilter: conditionOf(a, 'SHOW_FILTER') !== undefined,
    showCard: conditionOf(a, 'SHOW_CARD') !== undefined,
  };
}

/** What is saved: trimmed texts, choices only for choice types, the switched-on conditions. */
export function toAttributeBody(v: AttributeFormValues): AttributeBody {
  const conditions: AttributeBody['conditions'] = [];
  if (v.mandatory)
    conditions.push({
      type: 'MANDATORY',
      dependentAttributeId: v.mandatoryDependent?.attributeId ?? null,
      value: v.mandatoryDependent?.value ?? null,
    });
  if (v.showIf)
    conditions.push({
      type: 'SHOW_IF',
      dependentAttributeId: v.showIfAttributeId || null,
      value: v.showIfValue.trim() || null,
    });
  if (v.showFilter) conditions.push({ type: 'SHOW_FILTER', dependentAttributeId: null, value: null });
  if (v.showCard) conditions.push({ type: 'SHOW_CARD', dependentAttributeId: null, value: null });
  return {
    object: v.object,
    type: v.type,
    label: v.name.trim(),
    position: v.position,
    choices: hasChoices(v.type) ? withKeys(v.choices) : [],
    conditions,
  };
}

/** A new choice's key from its text: lower case, letters and digits, unique among the others. */
export function choiceKeyFor(text: string, taken: readonly string[]): string {
  const base =
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'wert';
  let key = base;
  for (let n = 2; taken.includes(key); n++) key = `${base}-${n}`;
  return key;
}

/** Trimmed choices; an empty key gets one made from the text (choiceKeyFor). */
export function withKeys(choices: readonly { key: string; text: string }[]): { key: string; text: string }[] {
  const result: { key: string; text: string }[] = [];
  for (const c of choices) {
    const key =
      c.key.trim() ||
      choiceKeyFor(c.text, [...choices.map((x) => x.key.trim()), ...result.map((x) => x.key)]);
    result.push({ key, text: c.text.trim() });
  }
  return result;
}

/** Moves entry `from` by `by` (-1 up, +1 down); out of range leaves the list as it is. */
export function moveEntry<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

export type AttributeFormError =
  | 'required'
  | 'choicesMissing'
  | 'choiceKeysUnique'
  | 'showIfAttribute'
  | 'showIfValue';

/** The checks the form makes before asking the server (which decides the same and more). */
export function attributeFormErrors(v: AttributeFormValues): Partial<Record<string, AttributeFormError>> {
  const errors: Partial<Record<string, AttributeFormError>> = {};
  if (hasChoices(v.type)) {
    v.choices.forEach((c, i) => {
      if (c.text.trim() === '') errors[`choices.${i}.text`] = 'required';
    });
    const keys = withKeys(v.choices).map((c) => c.key);
    if (keys.length === 0) errors.choices = 'choicesMissing';
    else if (new Set(keys).size !== keys.length) errors.choices = 'choiceKeysUnique';
  }
  if (v.showIf && !v.showIfAttributeId) errors.showIfAttributeId = 'showIfAttribute';
  if (v.showIf && !v.showIfValue.trim()) errors.showIfValue = 'showIfValue';
  return errors;
}

/** The id the server gives a definition being created while it checks it with the others. */
const NEW_ATTRIBUTE_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Where a 422 of the server belongs in the form (ADR 0008 gap 6 codes); undefined = not one field.
 * SHOW_IF problems (a missing or foreign dependent, a value that is no choice, a circle) land at
 * the dependent attribute or the value.
 */
export function fieldOfRefusal(
  code: string,
  details: Record<string, unknown>,
  ownId: string | undefined,
): string | undefined {
  // The server checks the object's definitions together: a refusal about another attribute
  // (e.g. one whose condition this change would orphan) is no field of this form.
  const about = details.attributeId;
  if (typeof about === 'string' && about !== (ownId ?? NEW_ATTRIBUTE_ID)) return undefined;
  switch (code) {
    case 'UNKNOWN_TYPE':
      return 'type';
    case 'ATTRIBUTE_OBJECT_FIXED':
      return 'object';
    case 'ATTRIBUTE_CHOICES_INVALID':
      return 'choices';
    case 'INVALID_CONDITION_TYPE':
      return 'conditions';
    case 'ATTRIBUTE_CONDITION_CYCLE':
      return 'showIfAttributeId';
    case 'ATTRIBUTE_CONDITION_INVALID':
      if (details.condition === 'MANDATORY') return 'mandatory';
      return typeof details.reason === 'string' && /value/i.test(details.reason)
        ? 'showIfValue'
        : 'showIfAttributeId';
    default:
      return undefined;
  }
}

import { describe, expect, it } from 'vitest';
import {
  type AttributeValues,
  cardAttributes,
  filterAttributes,
  matchesAttributeFilter,
  type ObjectAttribute,
  type ObjectAttributeInput,
  validateAttributeDefinitions,
  validateAttributeForm,
  validateConditionType,
  visibleAttributeIds,
} from './attribute-conditions';

// A vehicle form: the drive (radios), a charging card shown and mandatory only for electric
// cars, a plug type (dropdown) shown when there is a charging card, and free notes.
const inputs: ObjectAttributeInput[] = [
  {
    id: 'drive',
    object: 'FAHRZEUG',
    type: 'RADIOS',
    label: 'Antrieb',
    choices: [
      { key: 'ev', text: 'Elektro' },
      { key: 'ice', text: 'Verbrenner' },
    ],
    conditions: [{ type: 'MANDATORY' }, { type: 'SHOW_FILTER' }, { type: 'SHOW_CARD' }],
  },
  {
    id: 'card',
    object: 'FAHRZEUG',
    type: 'TEXT',
    label: 'Ladekarte',
    choices: [],
    conditions: [{ type: 'SHOW_IF', dependentAttributeId: 'drive', value: 'ev' }, { type: 'MANDATORY' }],
  },
  {
    id: 'plug',
    object: 'FAHRZEUG',
    type: 'DROPDOWN',
    label: 'Stecker',
    choices: [
      { key: 'type2', text: 'Typ 2' },
      { key: 'ccs', text: 'CCS' },
    ],
    conditions: [
      { type: 'SHOW_IF', dependentAttributeId: 'card', value: 'yes' },
      { type: 'MANDATORY', dependentAttributeId: 'drive', value: 'ev' },
    ],
  },
  {
    id: 'notes',
    object: 'FAHRZEUG',
    type: 'TEXT',
    label: 'Notizen',
    choices: [],
    conditions: [{ type: 'SHOW_FILTER' }],
  },
];
const definitions = (): ObjectAttribute[] => {
  const result = validateAttributeDefinitions(inputs);
  if (!result.ok) throw new Error(result.code);
  return result.value;
};

describe('attribute condition types (spec 3, 8)', () => {
  it.each(['MANDATORY', 'SHOW_IF', 'SHOW_FILTER', 'SHOW_CARD'])('accepts %s', (type) => {
    expect(validateConditionType(type)).toEqual({ ok: true, value: type });
  });

  it.each(['HIDE_IF', 'mandatory', '', 'SHOW_IF '])('refuses %o as "invalid condition type"', (type) => {
    expect(validateConditionType(type)).toEqual({
      ok: false,
      code: 'INVALID_CONDITION_TYPE',
      details: { value: type },
    });
  });

  it('refuses an unknown condition or attribute type in a definition', () => {
    const [first, ...rest] = inputs;
    if (!first) throw new Error('no input');
    expect(
      validateAttributeDefinitions([{ ...first, conditions: [{ type: 'REQUIRED' }] }, ...rest]),
    ).toMatchObject({
      ok: false,
      code: 'INVALID_CONDITION_TYPE',
    });
    expect(validateAttributeDefinitions([{ ...first, type: 'CHECKBOX' }])).toMatchObject({
      ok: false,
      code: 'UNKNOWN_TYPE',
      details: { value: 'CHECKBOX' },
    });
  });
});

describe('attribute definitions', () => {
  const base = inputs[0] as ObjectAttributeInput;
  it.each([
    ['radios without choices', [{ ...base, choices: [] }], 'choices missing'],
    [
      'duplicate choice keys',
      [
        {
          ...base,
          choices: [
            { key: 'a', text: 'A' },
            { key: 'a', text: 'B' },
          ],
        },
      ],
      'choice keys must be unique and not empty',
    ],
    ['text with choices', [{ ...base, type: 'TEXT' }], 'a text attribute has no choices'],
    [
      'SHOW_IF without dependent',
      [{ ...base, conditions: [{ type: 'SHOW_IF', value: 'x' }] }],
      'SHOW_IF needs a dependent attribute',
    ],
    [
      'SHOW_IF on itself',
      [{ ...base, conditions: [{ type: 'SHOW_IF', dependentAttributeId: 'drive', value: 'ev' }] }],
      'the dependent attribute must be another attribute of the same object',
    ],
    [
      'dependent on another object',
      [
        base,
        {
          ...base,
          id: 'trip',
          object: 'FAHRZEUG_VERLAUF',
          conditions: [{ type: 'SHOW_IF', dependentAttributeId: 'drive', value: 'ev' }],
        },
      ],
      'the dependent attribute must be another attribute of the same object',
    ],
    [
      'value not a choice of the dependent',
      [
        base,
        {
          ...base,
          id: 'x',
          conditions: [{ type: 'SHOW_IF', dependentAttributeId: 'drive', value: 'diesel' }],
        },
      ],
      "the condition's value is not a choice of the dependent attribute",
    ],
    [
      'MANDATORY with dependent but no value',
      [base, { ...base, id: 'x', conditions: [{ type: 'MANDATORY', dependentAttributeId: 'drive' }] }],
      'the condition needs a value',
    ],
  ] as const)('refuses %s', (name, list, reason) => {
    const choices = ['radios without choices', 'duplicate choice keys', 'text with choices'].includes(name);
    expect(validateAttributeDefinitions(list as readonly ObjectAttributeInput[])).toMatchObject({
      ok: false,
      code: choices ? 'ATTRIBUTE_CHOICES_INVALID' : 'ATTRIBUTE_CONDITION_INVALID',
      details: { reason },
    });
  });

  it('refuses a SHOW_IF circle', () => {
    const a: ObjectAttributeInput = {
      id: 'a',
      object: 'FAHRZEUG',
      type: 'TEXT',
      label: 'A',
      choices: [],
      conditions: [{ type: 'SHOW_IF', dependentAttributeId: 'b', value: '1' }],
    };
    const b: ObjectAttributeInput = {
      ...a,
      id: 'b',
      label: 'B',
      conditions: [{ type: 'SHOW_IF', dependentAttributeId: 'a', value: '1' }],
    };
    expect(validateAttributeDefinitions([a, b])).toEqual({
      ok: false,
      code: 'ATTRIBUTE_CONDITION_CYCLE',
      details: { label: 'A', attributeIds: ['a', 'b'] },
    });
  });

  it('accepts a chain and filters SHOW_FILTER / SHOW_CARD', () => {
    const defs = definitions();
    expect(filterAttributes(defs).map((a) => a.id)).toEqual(['drive', 'notes']);
    expect(cardAttributes(defs).map((a) => a.id)).toEqual(['drive']);
    expect(defs[1]?.conditions[0]).toEqual({ type: 'SHOW_IF', dependentAttributeId: 'drive', value: 'ev' });
    expect(defs[1]?.conditions[1]).toEqual({ type: 'MANDATORY', dependentAttributeId: null, value: null });
  });
});

describe('visibility (SHOW_IF) and the submitted form', () => {
  it.each([
    // values, visible ids
    [{}, ['drive', 'notes']],
    [{ drive: 'ice' }, ['drive', 'notes']],
    [{ drive: 'ev' }, ['drive', 'card', 'notes']],
    [{ drive: 'ev', card: 'yes' }, ['drive', 'card', 'plug', 'notes']],
    [{ drive: 'ice', card: 'yes' }, ['drive', 'notes']], // the chain: card hidden hides plug
  ] as const)('%o shows %o', (values, visible) => {
    expect([...visibleAttributeIds(definitions(), values)]).toEqual(visible);
  });

  it.each([
    // submitted, result
    [{ drive: 'ice' }, { ok: true, value: { values: { drive: 'ice' } } }],
    [
      { drive: 'ice', card: 'ABC', plug: 'ccs', notes: '  sauber  ' },
      { ok: true, value: { values: { drive: 'ice', notes: 'sauber' } } },
    ],
    [
      { drive: 'ev', card: 'yes', plug: 'ccs' },
      { ok: true, value: { values: { drive: 'ev', card: 'yes', plug: 'ccs' } } },
    ],
    [
      {},
      {
        ok: false,
        code: 'MANDATORY_FIELDS_MISSING',
        details: { attributes: ['drive'], labels: ['Antrieb'] },
      },
    ],
    [
      { drive: '   ' },
      {
        ok: false,
        code: 'MANDATORY_FIELDS_MISSING',
        details: { attributes: ['drive'], labels: ['Antrieb'] },
      },
    ],
    [
      { drive: 'ev' },
      {
        ok: false,
        code: 'MANDATORY_FIELDS_MISSING',
        details: { attributes: ['card'], labels: ['Ladekarte'] },
      },
    ],
    [
      { drive: 'ev', card: 'yes' },
      {
        ok: false,
        code: 'MANDATORY_FIELDS_MISSING',
        details: { attributes: ['plug'], labels: ['Stecker'] },
      },
    ],
    [
      { drive: 'ev', card: 'other' },
      { ok: true, value: { values: { drive: 'ev', card: 'other' } } },
    ], // plug hidden
    [
      { drive: 'diesel' },
      {
        ok: false,
        code: 'ATTRIBUTE_VALUE_INVALID',
        details: { attributeId: 'drive', label: 'Antrieb', value: 'diesel' },
      },
    ],
    [
      { drive: 'ev', card: 'yes', plug: 'Typ 2' },
      {
        ok: false,
        code: 'ATTRIBUTE_VALUE_INVALID',
        details: { attributeId: 'plug', label: 'Stecker', value: 'Typ 2' },
      },
    ],
    [
      { drive: 'ev', colour: 'rot' },
      { ok: false, code: 'UNKNOWN_ATTRIBUTE', details: { attributeId: 'colour' } },
    ],
  ] as const)('%o -> %o', (submitted, expected) => {
    expect(validateAttributeForm(definitions(), submitted as AttributeValues)).toEqual(expected);
  });
});

describe('list filters (SHOW_FILTER)', () => {
  it.each([
    ['RADIOS', 'ev', 'ev', true],
    ['RADIOS', 'ice', 'ev', false],
    ['DROPDOWN', null, 'ev', false],
    ['RADIOS', null, '', true],
    ['TEXT', 'Ladekarte EnBW', 'enbw', true],
    ['TEXT', 'Ladekarte EnBW', ' Karte ', true],
    ['TEXT', 'Ladekarte', 'Shell', false],
  ] as const)('%s value %o with filter %o -> %s', (type, stored, filter, match) => {
    expect(matchesAttributeFilter({ type }, stored, filter)).toBe(match);
  });
});

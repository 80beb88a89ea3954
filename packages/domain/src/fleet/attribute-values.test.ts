import { describe, expect, it } from 'vitest';
import {
  type AttributeDefinition,
  checkAttributeValues,
  validateAttributeDefinition,
} from './attribute-values';

const fuel: AttributeDefinition = {
  id: 'fuel',
  type: 'RADIOS',
  label: 'Tankkarte',
  choices: [
    { key: 'ja', text: 'Ja' },
    { key: 'nein', text: 'Nein' },
  ],
  conditions: [{ type: 'MANDATORY', dependentAttributeId: null, value: null }],
};
const pin: AttributeDefinition = {
  id: 'pin',
  type: 'TEXT',
  label: 'PIN der Tankkarte',
  choices: [],
  conditions: [
    { type: 'SHOW_IF', dependentAttributeId: 'fuel', value: 'ja' },
    { type: 'MANDATORY', dependentAttributeId: null, value: null },
  ],
};
const note: AttributeDefinition = {
  id: 'note',
  type: 'TEXT',
  label: 'Hinweis',
  choices: [],
  conditions: [{ type: 'SHOW_CARD', dependentAttributeId: null, value: null }],
};
const DEFS = [fuel, pin, note];

describe('checkAttributeValues (spec 5: mandatory attributes; ADR 0008.6 SHOW_IF)', () => {
  it.each<
    [string, { attributeId: string; value: string }[], string | { attributeId: string; value: string }[]]
  >([
    ['mandatory missing', [], 'MANDATORY_FIELDS_MISSING'],
    ['mandatory blank', [{ attributeId: 'fuel', value: '  ' }], 'MANDATORY_FIELDS_MISSING'],
    [
      'hidden mandatory is not required',
      [{ attributeId: 'fuel', value: 'nein' }],
      [{ attributeId: 'fuel', value: 'nein' }],
    ],
    ['shown mandatory is required', [{ attributeId: 'fuel', value: 'ja' }], 'MANDATORY_FIELDS_MISSING'],
    [
      'a value of a hidden attribute is dropped',
      [
        { attributeId: 'fuel', value: 'nein' },
        { attributeId: 'pin', value: '1234' },
      ],
      [{ attributeId: 'fuel', value: 'nein' }],
    ],
    [
      'all given',
      [
        { attributeId: 'fuel', value: 'ja' },
        { attributeId: 'pin', value: '1234' },
        { attributeId: 'note', value: 'Kindersitz' },
      ],
      [
        { attributeId: 'fuel', value: 'ja' },
        { attributeId: 'pin', value: '1234' },
        { attributeId: 'note', value: 'Kindersitz' },
      ],
    ],
    [
      'a choice that does not exist',
      [{ attributeId: 'fuel', value: 'vielleicht' }],
      'ATTRIBUTE_VALUE_INVALID',
    ],
    ['an attribute of another object', [{ attributeId: 'x', value: 'a' }], 'UNKNOWN_ATTRIBUTE'],
  ])('%s', (_name, given, expected) => {
    const r = checkAttributeValues(DEFS, given);
    if (typeof expected === 'string') expect(r.ok ? 'ok' : r.code).toBe(expected);
    else expect(r).toEqual({ ok: true, value: expected });
  });

  it('names the missing attributes', () => {
    const r = checkAttributeValues(DEFS, [{ attributeId: 'fuel', value: 'ja' }]);
    expect(r).toMatchObject({ ok: false, details: { attributes: ['pin'], labels: ['PIN der Tankkarte'] } });
  });
});

describe('validateAttributeDefinition', () => {
  const base: AttributeDefinition = { id: 'new', type: 'TEXT', label: 'Neu', choices: [], conditions: [] };
  it.each<[string, Partial<AttributeDefinition>, string]>([
    ['a plain text attribute', {}, 'ok'],
    [
      'every condition type',
      {
        conditions: ['MANDATORY', 'SHOW_FILTER', 'SHOW_CARD'].map((type) => ({
          type,
          dependentAttributeId: null,
          value: null,
        })),
      },
      'ok',
    ],
    [
      'SHOW_IF on a choice',
      { conditions: [{ type: 'SHOW_IF', dependentAttributeId: 'fuel', value: 'ja' }] },
      'ok',
    ],
    ['an unknown type', { type: 'CHECKBOX' }, 'UNKNOWN_TYPE'],
    [
      'an unknown condition type',
      { conditions: [{ type: 'HIDE_IF', dependentAttributeId: null, value: null }] },
      'INVALID_CONDITION_TYPE',
    ],
    [
      'SHOW_IF without dependency',
      { conditions: [{ type: 'SHOW_IF', dependentAttributeId: null, value: 'ja' }] },
      'ATTRIBUTE_CONDITION_INVALID',
    ],
    [
      'SHOW_IF without value',
      { conditions: [{ type: 'SHOW_IF', dependentAttributeId: 'fuel', value: null }] },
      'ATTRIBUTE_CONDITION_INVALID',
    ],
    [
      'SHOW_IF on an unknown choice',
      { conditions: [{ type: 'SHOW_IF', dependentAttributeId: 'fuel', value: 'x' }] },
      'ATTRIBUTE_CONDITION_INVALID',
    ],
    [
      'SHOW_IF on an attribute of another object',
      { conditions: [{ type: 'SHOW_IF', dependentAttributeId: 'zzz', value: 'x' }] },
      'ATTRIBUTE_CONDITION_INVALID',
    ],
    ['DROPDOWN without choices', { type: 'DROPDOWN' }, 'ATTRIBUTE_CHOICES_INVALID'],
    ['TEXT with choices', { choices: [{ key: 'a', text: 'A' }] }, 'ATTRIBUTE_CHOICES_INVALID'],
    [
      'duplicate choice keys',
      {
        type: 'RADIOS',
        choices: [
          { key: 'a', text: 'A' },
          { key: 'a', text: 'B' },
        ],
      },
      'ATTRIBUTE_CHOICES_INVALID',
    ],
  ])('%s', (_name, change, expected) => {
    const r = validateAttributeDefinition({ ...base, ...change }, DEFS);
    expect(r.ok ? 'ok' : r.code).toBe(expected);
  });

  it('refuses a cycle of dependencies', () => {
    const fuelDependingOnPin = {
      ...fuel,
      conditions: [{ type: 'SHOW_IF', dependentAttributeId: 'pin', value: 'x' }],
    };
    const r = validateAttributeDefinition(fuelDependingOnPin, [pin, note]);
    expect(r.ok ? 'ok' : r.code).toBe('ATTRIBUTE_CONDITION_CYCLE');
  });
});

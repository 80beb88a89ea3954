import { describe, expect, it } from 'vitest';
import {
  type AttributeItem,
  attributeFormErrors,
  choiceKeyFor,
  fieldOfRefusal,
  moveEntry,
  toAttributeBody,
  toFormValues,
  withKeys,
} from './attribute-form';

const colour: AttributeItem = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Farbe',
  label: 'Farbe',
  object: 'FAHRZEUG',
  type: 'DROPDOWN',
  position: 3,
  choices: [
    { key: 'rot', text: 'Rot' },
    { key: 'blau', text: 'Blau' },
  ],
  conditions: [
    { type: 'MANDATORY', dependentAttributeId: '00000000-0000-4000-8000-000000000002', value: 'ja' },
    { type: 'SHOW_IF', dependentAttributeId: '00000000-0000-4000-8000-000000000002', value: 'ja' },
    { type: 'SHOW_CARD', dependentAttributeId: null, value: null },
  ],
};

describe('attribute form values', () => {
  it('round-trips a stored attribute, keeping a dependent MANDATORY it has no editor for', () => {
    const values = toFormValues(colour, 'FAHRZEUG_VERLAUF');
    expect(values).toMatchObject({
      name: 'Farbe',
      object: 'FAHRZEUG',
      mandatory: true,
      showIf: true,
      showFilter: false,
      showCard: true,
    });
    expect(toAttributeBody(values)).toEqual({
      object: 'FAHRZEUG',
      type: 'DROPDOWN',
      label: 'Farbe',
      position: 3,
      choices: colour.choices,
      conditions: colour.conditions,
    });
  });

  it('a new attribute belongs to the chosen object; a text attribute sends no choices', () => {
    const values = {
      ...toFormValues(undefined, 'FAHRZEUG_VERLAUF'),
      name: '  Notiz ',
      choices: [{ key: 'x', text: 'X' }],
      showFilter: true,
    };
    expect(toAttributeBody(values)).toEqual({
      object: 'FAHRZEUG_VERLAUF',
      type: 'TEXT',
      label: 'Notiz',
      position: 0,
      choices: [],
      conditions: [{ type: 'SHOW_FILTER', dependentAttributeId: null, value: null }],
    });
  });

  it.each([
    { change: { type: 'RADIOS' as const, choices: [] }, expected: { choices: 'choicesMissing' } },
    {
      change: {
        type: 'RADIOS' as const,
        choices: [
          { key: 'a', text: 'A' },
          { key: 'a', text: 'B' },
        ],
      },
      expected: { choices: 'choiceKeysUnique' },
    },
    {
      change: { showIf: true, showIfAttributeId: '', showIfValue: ' ' },
      expected: { showIfAttributeId: 'showIfAttribute', showIfValue: 'showIfValue' },
    },
    {
      change: {
        type: 'DROPDOWN' as const,
        choices: [
          { key: '', text: '' },
          { key: '', text: 'Rot' },
          { key: 'rot', text: 'Rot 2' },
        ],
      },
      expected: { 'choices.0.text': 'required' },
    },
    { change: { showIf: false, showIfAttributeId: '' }, expected: {} },
  ])('checks $change', ({ change, expected }) => {
    expect(attributeFormErrors({ ...toFormValues(undefined, 'FAHRZEUG'), ...change })).toEqual(expected);
  });
});

describe('choices', () => {
  it('an empty key is made from the text, unique among the others', () => {
    expect(
      withKeys([
        { key: ' ', text: 'Rot ' },
        { key: 'rot', text: 'Dunkelrot' },
      ]),
    ).toEqual([
      { key: 'rot-2', text: 'Rot' },
      { key: 'rot', text: 'Dunkelrot' },
    ]);
  });

  it.each([
    { text: 'Anhängerkupplung', taken: [], expected: 'anhangerkupplung' },
    { text: 'Groß & klein', taken: [], expected: 'gross-klein' },
    { text: 'Rot', taken: ['rot', 'rot-2'], expected: 'rot-3' },
    { text: '!!!', taken: [], expected: 'wert' },
  ])('key for $text', ({ text, taken, expected }) => {
    expect(choiceKeyFor(text, taken)).toBe(expected);
  });

  it.each([
    { from: 1, by: -1 as const, expected: ['b', 'a', 'c'] },
    { from: 1, by: 1 as const, expected: ['a', 'c', 'b'] },
    { from: 0, by: -1 as const, expected: ['a', 'b', 'c'] },
    { from: 2, by: 1 as const, expected: ['a', 'b', 'c'] },
  ])('moves $from by $by', ({ from, by, expected }) => {
    expect(moveEntry(['a', 'b', 'c'], from, by)).toEqual(expected);
  });
});

describe('fieldOfRefusal', () => {
  const own = colour.id;
  it.each([
    { code: 'UNKNOWN_TYPE', details: {}, expected: 'type' },
    { code: 'ATTRIBUTE_CHOICES_INVALID', details: { attributeId: own }, expected: 'choices' },
    {
      code: 'ATTRIBUTE_CONDITION_INVALID',
      details: { attributeId: own, condition: 'SHOW_IF', reason: "the condition's value is not a choice" },
      expected: 'showIfValue',
    },
    {
      code: 'ATTRIBUTE_CONDITION_INVALID',
      details: { attributeId: own, condition: 'SHOW_IF', reason: 'the dependent attribute must be another' },
      expected: 'showIfAttributeId',
    },
    { code: 'ATTRIBUTE_CONDITION_CYCLE', details: {}, expected: 'showIfAttributeId' },
    // About another attribute whose condition this change breaks: no field of this form.
    {
      code: 'ATTRIBUTE_CHOICES_INVALID',
      details: { attributeId: '00000000-0000-4000-8000-000000000009' },
      expected: undefined,
    },
    { code: 'VEHICLE_NOT_FOUND', details: {}, expected: undefined },
  ])('$code', ({ code, details, expected }) => {
    expect(fieldOfRefusal(code, details, own)).toBe(expected);
  });

  it('a new attribute is checked under the all-zero id', () => {
    const details = { attributeId: '00000000-0000-0000-0000-000000000000' };
    expect(fieldOfRefusal('ATTRIBUTE_CHOICES_INVALID', details, undefined)).toBe('choices');
  });
});

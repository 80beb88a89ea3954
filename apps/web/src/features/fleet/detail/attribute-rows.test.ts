import { describe, expect, it } from 'vitest';
import { attributeRows, type ObjectAttribute } from './attribute-rows';

const def = (id: string, position: number, extra: Partial<ObjectAttribute> = {}): ObjectAttribute => ({
  id,
  object: 'FAHRZEUG',
  type: 'TEXT',
  label: `L${id}`,
  choices: [],
  position,
  conditions: [],
  ...extra,
});

describe('attributeRows', () => {
  it('labels values in order, shows choice texts, hides empty and unmet SHOW_IF', () => {
    const defs = [
      def('b', 20),
      def('a', 10, {
        type: 'RADIOS',
        choices: [
          { key: 'ja', text: 'Ja' },
          { key: 'nein', text: 'Nein' },
        ],
      }),
      def('c', 30, { conditions: [{ type: 'SHOW_IF', dependentAttributeId: 'a', value: 'ja' }] }),
      def('d', 40),
    ];
    expect(
      attributeRows(defs, [
        { attributeId: 'a', value: 'ja' },
        { attributeId: 'b', value: 'Hinweis' },
        { attributeId: 'c', value: 'x' },
        { attributeId: 'd', value: '  ' },
      ]),
    ).toEqual([
      { id: 'a', label: 'La', text: 'Ja' },
      { id: 'b', label: 'Lb', text: 'Hinweis' },
      { id: 'c', label: 'Lc', text: 'x' },
    ]);
    expect(
      attributeRows(defs, [
        { attributeId: 'a', value: 'nein' },
        { attributeId: 'c', value: 'x' },
      ]).map((r) => r.id),
    ).toEqual(['a']);
  });
});

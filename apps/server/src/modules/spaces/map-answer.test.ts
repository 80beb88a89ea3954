import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MapView } from './map-answer';

const head = {
  floorPlan: { id: 'p', name: 'Lesesaal "Nord"' },
  date: '2026-10-25',
  opening: null,
  window: null,
};
const seats = [
  { id: 'a', label: 'L-1', equipment: [{ name: 'Lampe ü', count: 1 }] },
  { id: 'b', label: 'L-2\n', equipment: [] },
  { id: 'c', label: 'L-3', equipment: [] },
];

describe('MapView', () => {
  it.each([
    [new Map(), ['available', 'occupied', 'closed']],
    [new Map([[1, 'yours' as const]]), ['available', 'yours', 'closed']],
    [
      new Map([
        [0, 'yours' as const],
        [2, 'yours' as const],
      ]),
      ['yours', 'occupied', 'yours'],
    ],
  ])('builds exactly the JSON of the object form (overrides %j)', (overrides, states) => {
    const view = new MapView(head, seats, ['available', 'occupied', 'closed']);
    const text = view.withStates(overrides).toString('utf8');
    expect(text).toBe(JSON.stringify({ ...head, seats: seats.map((s, i) => ({ ...s, state: states[i] })) }));
  });

  it('shares one buffer for viewers without own seats and gzips it once', () => {
    const view = new MapView(head, seats, ['available', 'occupied', 'closed']);
    expect(view.withStates(new Map())).toBe(view.shared);
    expect(view.sharedGzip).toBe(view.sharedGzip);
    expect(gunzipSync(view.sharedGzip).equals(view.shared)).toBe(true);
  });

  it('handles a plan without seats', () => {
    const view = new MapView(head, [], []);
    expect(JSON.parse(view.shared.toString())).toEqual({ ...head, seats: [] });
  });
});

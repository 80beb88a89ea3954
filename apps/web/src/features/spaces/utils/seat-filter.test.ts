import { describe, expect, it } from 'vitest';
import type { FloorPlan } from '../api/types';
import {
  listEquipmentNames,
  matchesEquipment,
  pickFloorPlan,
  sortFloorPlans,
  sortSeatsByLabel,
  toggleId,
} from './seat-filter';

const item = (name: string, count = 1) => ({ equipmentId: name, name, count });
const desk = { equipment: [item('Monitor', 2), item('Docking-Station')] };
const room = { equipment: [item('Whiteboard'), item('Beamer')] };
const bare = { equipment: [] };

function plan(id: string, name: string, active = true): FloorPlan {
  return {
    id,
    name,
    active,
    product: 'lesesaal',
    locationId: null,
    description: '',
    link: null,
    isPublic: false,
    imageFile: null,
    imageUrl: null,
  };
}

describe('equipment filter', () => {
  it('lists distinct names sorted', () => {
    expect(listEquipmentNames([desk, room, desk, bare])).toEqual([
      'Beamer',
      'Docking-Station',
      'Monitor',
      'Whiteboard',
    ]);
  });

  it.each([
    [[], desk, true],
    [[], bare, true],
    [['Monitor'], desk, true],
    [['Monitor', 'Docking-Station'], desk, true],
    [['Monitor', 'Beamer'], desk, false],
    [['Beamer'], bare, false],
  ])('selected %j matches %j: %s', (selected, seat, expected) => {
    expect(matchesEquipment(seat, selected)).toBe(expected);
  });

  it('does not count equipment with count 0', () => {
    expect(matchesEquipment({ equipment: [item('Monitor', 0)] }, ['Monitor'])).toBe(false);
  });
});

describe('ordering and favourites', () => {
  it('sorts labels naturally', () => {
    const labels = ['L-10', 'L-2', 'Alster', 'L-1', 'A-12', 'A-3'].map((label) => ({ label }));
    expect(sortSeatsByLabel(labels).map((s) => s.label)).toEqual([
      'A-3',
      'A-12',
      'Alster',
      'L-1',
      'L-2',
      'L-10',
    ]);
  });

  it('puts the favourite floor plan first', () => {
    const plans = [plan('a', 'Erdgeschoss'), plan('b', '2. OG'), plan('c', '1. OG')];
    expect(sortFloorPlans(plans, 'a').map((p) => p.id)).toEqual(['a', 'c', 'b']);
    expect(sortFloorPlans(plans, '').map((p) => p.id)).toEqual(['c', 'b', 'a']);
  });

  it('picks the requested, then the favourite, then the first active plan', () => {
    const plans = [plan('a', 'B'), plan('b', 'A'), plan('x', 'Alt', false)];
    expect(pickFloorPlan(plans, 'a', 'b')?.id).toBe('a');
    expect(pickFloorPlan(plans, 'unknown', 'a')?.id).toBe('a');
    expect(pickFloorPlan(plans, 'x', '')?.id).toBe('b');
    expect(pickFloorPlan([], '', '')).toBeUndefined();
  });

  it('toggles ids', () => {
    expect(toggleId(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a')).toEqual(['b']);
  });
});

import { describe, expect, it } from 'vitest';
import { cpuUsedBetween, goal } from './lib.mjs';

type Group = 'server' | 'postgres';
const snapshot = (bench: number, pids: [string, Group, number][]) => ({
  bench,
  pids: new Map(pids.map(([key, group, ms]) => [key, { group, ms }])),
});

describe('cpuUsedBetween (issue 23 point 6: no negative CPU figures)', () => {
  it.each([
    {
      name: 'processes alive at both count their growth',
      before: snapshot(100, [
        ['1:10', 'server', 500],
        ['2:11', 'postgres', 200],
      ]),
      after: snapshot(160, [
        ['1:10', 'server', 900],
        ['2:11', 'postgres', 260],
      ]),
      used: { server: 400, postgres: 60, bench: 60 },
    },
    {
      name: 'a backend that ended meanwhile is not subtracted',
      before: snapshot(0, [
        ['2:11', 'postgres', 5000],
        ['3:12', 'postgres', 100],
      ]),
      after: snapshot(0, [['3:12', 'postgres', 150]]),
      used: { server: 0, postgres: 50, bench: 0 },
    },
    {
      name: 'a backend started meanwhile counts all it used; a reused pid is a new process',
      before: snapshot(0, [['4:13', 'postgres', 900]]),
      after: snapshot(0, [
        ['4:99', 'postgres', 30],
        ['5:14', 'postgres', 20],
      ]),
      used: { server: 0, postgres: 50, bench: 0 },
    },
  ])('$name', ({ before, after, used }) => {
    expect(cpuUsedBetween(before, after)).toEqual(used);
  });
});

describe('goal', () => {
  it.each([
    { met: true, text: 'goal p95 <= 20 ms: met' },
    { met: false, text: 'goal p95 <= 20 ms: NOT MET' },
  ])('$text', ({ met, text }) => {
    expect(goal('p95 <= 20 ms', met)).toBe(text);
  });
});

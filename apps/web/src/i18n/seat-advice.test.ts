import { describe, expect, it } from 'vitest';
import de from './de/spaces-map.json';
import en from './en/spaces-map.json';

// Issue 22 point 8: refused because the person already holds a seat, the advice names that seat.
describe('advice for ALREADY_BOOKED_ELSEWHERE', () => {
  it.each([
    ['de', de.advice.heldElsewhere, 'Sie haben zu dieser Zeit schon den Platz L-1:'],
    ['en', en.advice.heldElsewhere, 'You already hold the place L-1 at this time:'],
  ])('%s names the seat held', (_lang, text, expected) => {
    expect(text.replaceAll('{{seat}}', 'L-1')).toContain(expected);
  });
});

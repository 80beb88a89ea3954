import { describe, expect, it } from 'vitest';
import { checkInUrl, kioskDate, kioskImageUrl, sortByLabel } from './kiosk-links';

describe('checkInUrl', () => {
  it('opens the map of the product with plan, seat and check-in', () => {
    expect(
      checkInUrl(
        'https://buchbar.example',
        'lesesaal',
        '00000000-0000-4000-8101-000000000001',
        '00000000-0000-4000-8102-000000000010',
      ),
    ).toBe(
      'https://buchbar.example/lesesaal/karte?floorPlan=00000000-0000-4000-8101-000000000001&seat=00000000-0000-4000-8102-000000000010&checkin=1',
    );
  });

  it('keeps a port and ignores a path in the origin', () => {
    expect(checkInUrl('http://localhost:3100/kiosk', 'arbeitswelt', 'p', 's')).toBe(
      'http://localhost:3100/arbeitswelt/karte?floorPlan=p&seat=s&checkin=1',
    );
  });
});

describe('kioskImageUrl', () => {
  it('adds the token as a query parameter', () => {
    expect(kioskImageUrl('/api/v1/files/floor-plans/demo/a.svg', 'a b')).toBe(
      '/api/v1/files/floor-plans/demo/a.svg?token=a%20b',
    );
    expect(kioskImageUrl('/x.svg?v=1', 't')).toBe('/x.svg?v=1&token=t');
  });
});

describe('kioskDate', () => {
  it.each([
    { param: null, expected: '2026-11-22' },
    { param: '2026-11-23', expected: '2026-11-23' },
    { param: '23.11.2026', expected: '2026-11-22' },
    { param: '2026-13-45', expected: '2026-11-22' },
  ])('$param -> $expected', ({ param, expected }) => {
    expect(kioskDate(param, '2026-11-22')).toBe(expected);
  });
});

describe('sortByLabel', () => {
  it('orders numbers inside labels numerically', () => {
    const labels = sortByLabel([{ label: 'L-10' }, { label: 'L-2' }, { label: 'A-1' }, { label: 'L-1' }]).map(
      (s) => s.label,
    );
    expect(labels).toEqual(['A-1', 'L-1', 'L-2', 'L-10']);
  });
});

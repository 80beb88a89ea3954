import { describe, expect, it } from 'vitest';
import { upcomingGuestBookings } from './guest-booking-display';

const NOW = Date.parse('2026-10-25T08:00:00Z');
const b = (id: string, status: string, start: string, end: string) => ({ id, status, start, end });

describe('upcomingGuestBookings', () => {
  it('keeps open bookings that have not ended, by start; drops ended and cancelled ones', () => {
    const list = [
      b('later', 'vorgemerkt', '2026-10-27T08:00:00Z', '2026-10-27T10:00:00Z'),
      b('running', 'aktiv', '2026-10-25T07:00:00Z', '2026-10-25T09:00:00Z'),
      b('ended', 'reserviert', '2026-10-24T07:00:00Z', '2026-10-25T08:00:00Z'),
      b('cancelled', 'storniert', '2026-10-26T07:00:00Z', '2026-10-26T09:00:00Z'),
      b('closed', 'verschlossen', '2026-10-26T07:00:00Z', '2026-10-26T09:00:00Z'),
      b('soon', 'reserviert', '2026-10-26T07:00:00Z', '2026-10-26T09:00:00Z'),
    ];
    expect(upcomingGuestBookings(list, NOW).map((x) => x.id)).toEqual(['running', 'soon', 'later']);
  });
});

import { describe, expect, it } from 'vitest';
import { bookingStatusColours } from '../booking-status/booking-status-colours';
import { SEAT_STATE_ORDER, seatStyle } from './seat-palette';

/** WCAG relative luminance contrast of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const channel = (hex: string, i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const lum = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
  const [la, lb] = [lum(a), lum(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

describe('seat state legend', () => {
  it('lists all six spec states once', () => {
    expect([...SEAT_STATE_ORDER].sort()).toEqual(
      ['available', 'closed', 'hourlyOccupied', 'occupied', 'reserved', 'yours'].sort(),
    );
  });

  it('gives every state its own colour and its own icon (not colour alone)', () => {
    const styles = SEAT_STATE_ORDER.map(seatStyle);
    expect(new Set(styles.map((s) => s.background)).size).toBe(6);
    expect(new Set(styles.map((s) => s.icon)).size).toBe(6);
  });

  it('uses the spec colours: reserviert #E0B957 for your place, vorgemerkt #626A95 for reserved', () => {
    expect(seatStyle('yours').background).toBe('#E0B957');
    expect(seatStyle('reserved').background).toBe('#626A95');
    expect(bookingStatusColours('reserviert').background).toBe('#E0B957');
    expect(bookingStatusColours('vorgemerkt').background).toBe('#626A95');
  });

  it.each(SEAT_STATE_ORDER)('%s keeps text contrast >= 4.5:1', (state) => {
    const style = seatStyle(state);
    expect(contrast(style.background, style.foreground)).toBeGreaterThanOrEqual(4.5);
  });
});

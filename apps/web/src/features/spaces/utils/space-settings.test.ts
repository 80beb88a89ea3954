import { describe, expect, it } from 'vitest';
import { parseEquipment, parseSelection, readSpaceSettings } from './space-settings';

describe('readSpaceSettings', () => {
  it('uses the defaults when nothing is set', () => {
    expect(readSpaceSettings(undefined)).toEqual({
      products: ['lesesaal', 'arbeitswelt'],
      favouriteSeats: [],
      favouriteFloorPlan: '',
      stepMinutes: 15,
      checkInWindowMinutes: 15,
      advanceDays: 14,
      weeklyLimit: 0,
    });
  });

  it('reads values and drops unknown products; the interface zoom is not the map zoom', () => {
    const settings = readSpaceSettings({
      'spaces.products': ['arbeitswelt', 'fahrzeuge'],
      'spaces.favouriteSeats': ['s1', 3, 's2'],
      'spaces.favouriteFloorPlan': 'p1',
      'spaces.bookingStepMinutes': 30,
      'spaces.advanceBookingDays': 3,
      'spaces.maxBookingsPerWeek': 2,
      'general.zoom': 400,
    });
    expect(settings).toMatchObject({
      products: ['arbeitswelt'],
      favouriteSeats: ['s1', 's2'],
      favouriteFloorPlan: 'p1',
      stepMinutes: 30,
      advanceDays: 3,
      weeklyLimit: 2,
    });
    expect(settings).not.toHaveProperty('zoom');
  });

  it('an empty product list offers no product', () => {
    expect(readSpaceSettings({ 'spaces.products': [] }).products).toEqual([]);
  });
});

describe('parseSelection', () => {
  it('defaults to today, all-day, 09:00–18:00', () => {
    expect(parseSelection(new URLSearchParams(''), '2026-11-22')).toEqual({
      date: '2026-11-22',
      bookingMode: 'allDay',
      workTime: 'allDay',
      from: '09:00',
      to: '18:00',
    });
  });

  it('reads valid values and ignores malformed ones', () => {
    const params = new URLSearchParams('date=2026-10-25&mode=hourly&work=morning&from=07:15&to=25:00');
    expect(parseSelection(params, '2026-11-22')).toEqual({
      date: '2026-10-25',
      bookingMode: 'hourly',
      workTime: 'morning',
      from: '07:15',
      to: '18:00',
    });
    expect(parseSelection(new URLSearchParams('date=morgen&work=night'), '2026-11-22')).toMatchObject({
      date: '2026-11-22',
      workTime: 'allDay',
    });
  });

  it('parses the equipment filter', () => {
    expect(parseEquipment(new URLSearchParams('eq=Monitor,Docking-Station'))).toEqual([
      'Monitor',
      'Docking-Station',
    ]);
    expect(parseEquipment(new URLSearchParams(''))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { changedNotificationValues, initialNotificationValues } from './notification-settings';

describe('personal notification values', () => {
  it('start from the own value, else the effective one, else the default', () => {
    const initial = initialNotificationValues(
      { 'vehicles.mailOnBookingCreated': false },
      { 'vehicles.mailOnBookingCreated': true, 'spaces.reminderMailAtStart': true },
    );
    expect(initial['vehicles.mailOnBookingCreated']).toBe(false);
    expect(initial['spaces.reminderMailAtStart']).toBe(true);
    expect(initial['vehicles.reminderMailMinutesBefore']).toBe(60);
    expect(initial['spaces.mailOnNoShowReleased']).toBe(true);
  });

  it('only changed values are written; an emptied lead time removes the own value', () => {
    const initial = initialNotificationValues({}, undefined);
    expect(changedNotificationValues(initial, { ...initial })).toEqual({});
    expect(
      changedNotificationValues(initial, {
        ...initial,
        'vehicles.mailOnBookingCancelled': false,
        'vehicles.reminderMailMinutesBefore': '',
      }),
    ).toEqual({ 'vehicles.mailOnBookingCancelled': false, 'vehicles.reminderMailMinutesBefore': null });
  });
});

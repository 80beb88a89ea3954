import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../settings';
import {
  isMandatory,
  NOTIFICATION_KINDS,
  NOTIFICATION_SETTING_KEYS,
  NOTIFICATIONS,
  type NotificationKind,
  notificationSwitch,
  notificationWanted,
} from './catalogue';

describe('notification catalogue', () => {
  it.each([
    // kind, settings, wanted
    ['spaces.reminderAtStart', null, false], // default off
    ['spaces.reminderAtStart', { 'spaces.reminderMailAtStart': true }, true],
    ['spaces.bookedForYou', null, true],
    ['spaces.bookedForYou', { 'spaces.mailOnBookedForYou': false }, false],
    ['vehicles.bookingCreated', {}, true],
    ['vehicles.bookingCreated', { 'vehicles.mailOnBookingCreated': false }, false],
    ['vehicles.reminderBeforeStart', { 'vehicles.reminderMailMinutesBefore': 0 }, false],
    ['vehicles.reminderBeforeStart', { 'vehicles.reminderMailMinutesBefore': 30 }, true],
    ['vehicles.reminderBeforeStart', null, true], // default 60
    ['vehicles.guestCancelled', { 'vehicles.mailOnBookingCancelled': false }, false],
    ['account.signInCode', { 'vehicles.mailOnBookingCreated': false }, true],
    ['vehicles.guestBooking', null, true],
    ['vehicles.licenceCheckOverdue', null, true],
  ] as const)('%s with %j → %s', (kind, settings, wanted) => {
    expect(notificationWanted(kind as NotificationKind, settings)).toBe(wanted);
  });

  it('a mandatory kind cannot be switched off by any option', () => {
    const allOff = Object.fromEntries(
      Object.entries(SETTINGS).map(([k, d]) => [
        k,
        d.type === 'boolean' ? false : d.type === 'number' ? 0 : d.default,
      ]),
    );
    for (const kind of NOTIFICATION_KINDS)
      expect(notificationWanted(kind, allOff), kind).toBe(notificationSwitch(kind) !== 'personal');
  });

  it('codes, recovery, guest links, licence checks and e-mail change are mandatory', () => {
    for (const kind of [
      'account.signInCode',
      'account.passwordRecovery',
      'account.emailChangeConfirm',
      'account.emailChangeNotice',
      'vehicles.guestBooking',
      'vehicles.licenceCheckDue',
      'vehicles.licenceCheckOverdue',
    ] as const)
      expect(isMandatory(kind), kind).toBe(true);
  });

  it('every switch is a personal option (user layer over group over tenant) of the right type', () => {
    for (const key of NOTIFICATION_SETTING_KEYS) {
      const def = SETTINGS[key];
      expect(def.layers, key).toEqual(['tenant', 'group', 'user']);
    }
    for (const kind of NOTIFICATION_KINDS) {
      const e = NOTIFICATIONS[kind] as { setting?: string; off?: string; mandatory?: boolean };
      if (e.mandatory || e.setting === null) continue;
      expect(SETTINGS[e.setting as keyof typeof SETTINGS].type, kind).toBe(
        e.off === 'zero' ? 'number' : 'boolean',
      );
    }
  });
});

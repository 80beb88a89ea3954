import { PERSONAL, type SettingDefinition } from './settings-types';

/**
 * Per-event mail switches added with the notification catalogue (issue 13; ADR 0013). Personal
 * options: the user layer wins over the group and tenant defaults. The older switches
 * (`vehicles.mailOn*`, `spaces.reminderMailAtStart`, `vehicles.reminderMailMinutesBefore`) stay
 * where they were defined; the catalogue (notifications/catalogue.ts) names every one of them.
 */
export const NOTIFICATION_SETTINGS = {
  'spaces.mailOnBookedForYou': {
    feature: 'spaces',
    type: 'boolean',
    default: true,
    layers: PERSONAL,
    description: 'Mail when someone else books a place for the user (to confirm or decline).',
  },
  'spaces.mailOnCancelled': {
    feature: 'spaces',
    type: 'boolean',
    default: true,
    layers: PERSONAL,
    description: 'Mail when someone else cancels a reading-room or work-place booking of the user.',
  },
  'spaces.mailOnNoShowReleased': {
    feature: 'spaces',
    type: 'boolean',
    default: true,
    layers: PERSONAL,
    description: 'Mail when a booking of the user was released because nobody checked in.',
  },
  'vehicles.mailOnCheckOutNotice': {
    feature: 'vehicles',
    type: 'boolean',
    default: true,
    layers: PERSONAL,
    description: 'Mail before the booking end that check-out is due.',
  },
  'vehicles.mailOnMissingCheckOut': {
    feature: 'vehicles',
    type: 'boolean',
    default: true,
    layers: PERSONAL,
    description: 'Mail when the check-out of a finished trip is missing.',
  },
} as const satisfies Record<string, SettingDefinition>;

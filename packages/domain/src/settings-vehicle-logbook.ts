import { type SettingDefinition, TENANT_ONLY } from './settings-types';

/** The logbook's options (issue 12 point 1; ADR 0010). */
export const VEHICLE_LOGBOOK_SETTINGS = {
  'vehicles.logbookCompletionDays': {
    feature: 'vehicles',
    type: 'number',
    default: 7,
    min: 0,
    max: 60,
    integer: true,
    layers: TENANT_ONLY,
    description:
      'Days after a trip during which its driver completes the logbook entry; afterwards it is closed and only corrected with a reason.',
  },
} as const satisfies Record<string, SettingDefinition>;

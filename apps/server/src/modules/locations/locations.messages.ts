import { registerConstraintCodes } from '../../platform/http/database-errors';
import { registerMessages } from '../../platform/http/messages';

registerMessages({
  LOCATION_NAME_TAKEN: {
    de: 'Einen Standort „{name}“ gibt es bereits.',
    en: 'A location "{name}" exists already.',
  },
  UNKNOWN_LOCATION: { de: 'Diesen Standort gibt es nicht.', en: 'This location does not exist.' },
  LOCATION_IN_USE: {
    de: 'An diesem Standort stehen noch Fahrzeuge; ändern Sie zuerst deren Standort.',
    en: 'Vehicles are still kept at this location; change their location first.',
  },
});

registerConstraintCodes({
  locations_tenant_name_uq: { code: 'LOCATION_NAME_TAKEN', detailKey: 'name' },
});

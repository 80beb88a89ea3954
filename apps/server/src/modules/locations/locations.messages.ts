import { registerConstraintCodes } from '../../platform/http/database-errors';
import { registerMessages } from '../../platform/http/messages';

registerMessages({
  LOCATION_NAME_TAKEN: {
    de: 'Einen Standort „{name}“ gibt es bereits.',
    en: 'A location "{name}" exists already.',
  },
  UNKNOWN_LOCATION: { de: 'Diesen Standort gibt es nicht.', en: 'This location does not exist.' },
});

registerConstraintCodes({
  locations_tenant_name_uq: { code: 'LOCATION_NAME_TAKEN', detailKey: 'name' },
});

import { registerConstraintCodes } from '../../platform/http/database-errors';
import { registerMessages } from '../../platform/http/messages';
import messages from './locations.messages.json' with { type: 'json' };

registerMessages(messages);

registerConstraintCodes({
  locations_tenant_name_uq: { code: 'LOCATION_NAME_TAKEN', detailKey: 'name' },
});

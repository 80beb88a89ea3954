import { registerConstraintCodes } from '../../platform/http/database-errors';
import { registerMessages } from '../../platform/http/messages';
import messages from './access.messages.json' with { type: 'json' };

registerMessages(messages);

// Two identical creates at once both pass the service's name check; the index refuses one.
registerConstraintCodes({
  roles_tenant_name_uq: { code: 'ROLE_NAME_TAKEN', detailKey: 'name' },
  groups_tenant_name_uq: { code: 'GROUP_NAME_TAKEN', detailKey: 'name' },
});

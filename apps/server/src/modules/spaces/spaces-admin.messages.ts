import { registerConstraintCodes } from '../../platform/http/database-errors';
import { registerMessages } from '../../platform/http/messages';
import messages from './spaces-admin.messages.json' with { type: 'json' };

registerMessages(messages);

registerConstraintCodes({
  equipment_tenant_name_uq: { code: 'EQUIPMENT_NAME_TAKEN', detailKey: 'name' },
  spaces_plan_label_uq: { code: 'SEAT_LABEL_TAKEN', detailKey: 'name' },
});

import { registerConstraintCodes } from '../../platform/http/database-errors';
import { registerMessages } from '../../platform/http/messages';
import messages from './users.messages.json' with { type: 'json' };

registerMessages(messages);

// Two identical invitations at once both pass the service's address check; the index refuses one.
registerConstraintCodes({ users_email_unique: { code: 'EMAIL_TAKEN', detailKey: 'email' } });

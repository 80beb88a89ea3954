import { LICENCE_MESSAGES } from '@buchbar/domain/fleet/licence-messages';
import { registerMessages } from '../../platform/http/messages';

/** The licence codes of the domain (booking refusals, date rules, self-edit), as they are. */
registerMessages(LICENCE_MESSAGES);

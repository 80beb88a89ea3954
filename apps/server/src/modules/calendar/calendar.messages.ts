import { registerMessages } from '../../platform/http/messages';
import messages from './calendar.messages.json' with { type: 'json' };

/** Error codes of the calendar feeds (ADR 0012). */
registerMessages(messages);

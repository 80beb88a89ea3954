import { registerMessages } from '../../platform/http/messages';
import messages from './settings.messages.json' with { type: 'json' };

registerMessages(messages);

import { registerMessages } from '../../platform/http/messages';
import messages from './spaces.messages.json' with { type: 'json' };

registerMessages(messages);

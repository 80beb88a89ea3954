import { registerMessages } from '../../platform/http/messages';
import messages from './profile.messages.json' with { type: 'json' };

registerMessages(messages);

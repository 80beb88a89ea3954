import { registerMessages } from '../../platform/http/messages';
import messages from './files.messages.json' with { type: 'json' };

registerMessages(messages);

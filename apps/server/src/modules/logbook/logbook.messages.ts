import { LOGBOOK_MESSAGES } from '@buchbar/domain/fleet/logbook-messages';
import { registerMessages } from '../../platform/http/messages';

/** The logbook's codes (issue 12; ADR 0010) in German and English. */
registerMessages(LOGBOOK_MESSAGES);

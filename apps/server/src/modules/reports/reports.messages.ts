import { REPORT_MESSAGES } from '@buchbar/domain/fleet/report-messages';
import { registerMessages } from '../../platform/http/messages';

/** The report codes (issue 13 point 5; ADR 0015) in German and English. */
registerMessages(REPORT_MESSAGES);

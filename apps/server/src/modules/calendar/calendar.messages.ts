import { registerMessages } from '../../platform/http/messages';

/** Error codes of the calendar feeds (ADR 0012). */
registerMessages({
  CALENDAR_FEED_NOT_FOUND: {
    de: 'Diesen Kalender-Link gibt es nicht (mehr). Er wurde vielleicht neu erzeugt oder widerrufen.',
    en: 'This calendar link does not exist (any more). It may have been regenerated or revoked.',
  },
});

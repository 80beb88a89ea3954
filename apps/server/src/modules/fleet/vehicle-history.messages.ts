import { registerMessages } from '../../platform/http/messages';

/** Error codes of the vehicle history (issue 11 point 4) in German and English. */
registerMessages({
  VEHICLE_HISTORY_RANGE_INVALID: {
    de: 'Das Datum „bis“ ({to}) darf nicht vor „von“ ({from}) liegen.',
    en: 'The date "to" ({to}) must not be before "from" ({from}).',
  },
});

import { registerMessages } from '../../platform/http/messages';

/**
 * The terminal's one answer for an unknown code, a code outside its time and a refused step
 * (ADR 0009 gap 7): it tells the next person in line nothing about anyone's booking.
 */
registerMessages({
  LOCKER_CODE_UNKNOWN: {
    de: 'Dieser Code kann hier gerade nicht verwendet werden. Bitte prüfen Sie den Code und die Zeit Ihrer Fahrt.',
    en: 'This code cannot be used here right now. Please check the code and the time of your trip.',
  },
});

import { registerMessages } from '../../platform/http/messages';

registerMessages({
  EMAIL_UNCHANGED: {
    de: 'Das ist bereits Ihre E-Mail-Adresse.',
    en: 'This is your e-mail address already.',
  },
  EMAIL_CHANGE_NEEDS_PASSWORD: {
    de: 'Ihr Konto hat kein Passwort (Anmeldung per Anmeldedienst). Bitte wenden Sie sich für eine neue E-Mail-Adresse an Ihre Administration.',
    en: 'Your account has no password (single sign-on). Please ask your administration for a new e-mail address.',
  },
  CURRENT_PASSWORD_WRONG: {
    de: 'Das aktuelle Passwort ist nicht richtig.',
    en: 'The current password is not correct.',
  },
  USER_NOT_INVITED: {
    de: 'Dieser Benutzer hat bereits ein Passwort oder meldet sich per Anmeldedienst an; eine Einladung ist nicht nötig.',
    en: 'This user already has a password or signs in by single sign-on; no invitation is needed.',
  },
  INVITATION_USER_INACTIVE: {
    de: 'Der Benutzer ist deaktiviert. Aktivieren Sie ihn, bevor Sie die Einladung erneut senden.',
    en: 'The user is deactivated. Activate them before sending the invitation again.',
  },
});

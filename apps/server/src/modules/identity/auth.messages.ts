import { registerMessages } from '../../platform/http/messages';

/** Messages of sign-in refusals and single sign-on (answered by better-auth routes and /api/v1). */
export function registerAuthMessages(): void {
  registerMessages({
    TOO_MANY_SIGN_IN_ATTEMPTS: {
      de: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {minutes} Minuten erneut.',
      en: 'Too many failed sign-in attempts. Please try again in {minutes} minutes.',
    },
    TOO_MANY_MAIL_REQUESTS: {
      de: 'Für diese E-Mail-Adresse wurden zu viele E-Mails angefordert. Bitte versuchen Sie es in {minutes} Minuten erneut.',
      en: 'Too many e-mails were requested for this address. Please try again in {minutes} minutes.',
    },
    USER_INACTIVE: {
      de: 'Ihr Benutzerkonto ist deaktiviert. Bitte wenden Sie sich an Ihre Administration.',
      en: 'Your user account is deactivated. Please contact your administrator.',
    },
    SSO_TENANT_MISMATCH: {
      de: 'Dieser Anmeldedienst ist für Ihre E-Mail-Adresse nicht zuständig.',
      en: 'This sign-in service is not responsible for your e-mail address.',
    },
    SSO_USER_UNKNOWN: {
      de: 'Für diese E-Mail-Adresse gibt es kein Benutzerkonto. Bitte wenden Sie sich an Ihre Administration.',
      en: 'There is no user account for this e-mail address. Please contact your administrator.',
    },
    SSO_SECRET_REQUIRED: {
      de: 'Bitte geben Sie das Client-Secret des Anbieters an.',
      en: "Please enter the provider's client secret.",
    },
    SSO_ISSUER_NOT_ALLOWED: {
      de: 'Die Aussteller-Adresse des Anmeldedienstes ist nicht erlaubt: nur https-Adressen im öffentlichen Internet (keine lokalen oder privaten Adressen).',
      en: "The sign-in service's issuer address is not allowed: only https addresses on the public internet (no local or private addresses).",
    },
    SSO_ACCOUNT_NOT_ALLOWED: {
      de: 'Dieses Benutzerkonto kann sich nicht über den Anmeldedienst Ihrer Organisation anmelden.',
      en: "This user account cannot sign in through your organisation's sign-in service.",
    },
    SSO_LINK_REQUIRED: {
      de: 'Dieses Benutzerkonto hat ein Passwort oder eine Zwei-Faktor-Anmeldung. Melden Sie sich damit an und verknüpfen Sie den Anmeldedienst in Ihrem Profil, oder bitten Sie Ihre Administration um Freigabe.',
      en: 'This user account has a password or two-factor sign-in. Sign in with it and link the sign-in service in your profile, or ask your administrator for approval.',
    },
    SSO_ID_TOKEN_NOT_ACCEPTED: {
      de: 'Die Anmeldung über den Anmeldedienst Ihrer Organisation geht nur über dessen Anmeldeseite.',
      en: "Signing in through your organisation's sign-in service works only through its sign-in page.",
    },
    SSO_LINK_APPROVAL_NOT_ALLOWED: {
      de: 'Für dieses Benutzerkonto können Sie die Verknüpfung mit dem Anmeldedienst nicht freigeben.',
      en: 'You cannot approve linking this user account to the sign-in service.',
    },
    SSO_NOT_CONFIGURED: {
      de: 'Für Ihren Mandanten ist kein aktiver Anmeldedienst eingerichtet.',
      en: 'No active sign-in service is set up for your tenant.',
    },
    SSO_PROVIDER_UNAVAILABLE: {
      de: 'Der Anmeldedienst Ihrer Organisation ist nicht erreichbar oder nicht eingerichtet.',
      en: "Your organisation's sign-in service is unreachable or not set up.",
    },
  });
  registerMessages(BETTER_AUTH_MESSAGES);
}

/**
 * better-auth's own codes (answered under /api/auth/*), translated; platform/auth/auth-errors.ts
 * puts them in the uniform body. Codes not listed get the general message of their status.
 */
const BETTER_AUTH_MESSAGES = {
  INVALID_EMAIL_OR_PASSWORD: {
    de: 'E-Mail-Adresse oder Passwort ist falsch.',
    en: 'E-mail address or password is wrong.',
  },
  INVALID_PASSWORD: { de: 'Das Passwort ist falsch.', en: 'The password is wrong.' },
  INVALID_EMAIL: { de: 'Die E-Mail-Adresse ist ungültig.', en: 'The e-mail address is invalid.' },
  EMAIL_NOT_VERIFIED: {
    de: 'Ihre E-Mail-Adresse ist noch nicht bestätigt.',
    en: 'Your e-mail address has not been confirmed yet.',
  },
  PASSWORD_TOO_SHORT: {
    de: 'Das Passwort ist zu kurz (mindestens 8 Zeichen).',
    en: 'The password is too short (at least 8 characters).',
  },
  PASSWORD_TOO_LONG: { de: 'Das Passwort ist zu lang.', en: 'The password is too long.' },
  INVALID_TOKEN: {
    de: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    en: 'The link is invalid or has expired. Please request a new one.',
  },
  TOKEN_EXPIRED: {
    de: 'Der Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
    en: 'The link has expired. Please request a new one.',
  },
  USER_NOT_FOUND: { de: 'Dieses Benutzerkonto gibt es nicht.', en: 'This user account does not exist.' },
  CREDENTIAL_ACCOUNT_NOT_FOUND: {
    de: 'Für dieses Konto ist kein Passwort gesetzt.',
    en: 'This account has no password.',
  },
  SESSION_EXPIRED: {
    de: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
    en: 'The session has expired. Please sign in again.',
  },
  PROVIDER_NOT_FOUND: {
    de: 'Diesen Anmeldedienst gibt es nicht.',
    en: 'This sign-in service does not exist.',
  },
  EMAIL_PASSWORD_SIGN_UP_DISABLED: {
    de: 'Eine Selbstregistrierung ist nicht möglich; Konten legt Ihre Administration an.',
    en: 'Signing up is not possible; your administrators create accounts.',
  },
  INVALID_CALLBACK_URL: { de: 'Die Rücksprungadresse ist ungültig.', en: 'The callback address is invalid.' },
  INVALID_REDIRECT_URL: {
    de: 'Die Weiterleitungsadresse ist ungültig.',
    en: 'The redirect address is invalid.',
  },
  INVALID_ERROR_CALLBACK_URL: {
    de: 'Die Rücksprungadresse für Fehler ist ungültig.',
    en: 'The error callback address is invalid.',
  },
  INVALID_CODE: {
    de: 'Der Code ist falsch. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
    en: 'The code is wrong. Please check it and try again.',
  },
  INVALID_BACKUP_CODE: {
    de: 'Der Wiederherstellungscode ist falsch oder schon verwendet.',
    en: 'The recovery code is wrong or has been used.',
  },
  INVALID_OTP: { de: 'Der Code ist falsch oder abgelaufen.', en: 'The code is wrong or has expired.' },
  OTP_EXPIRED: {
    de: 'Der Code ist abgelaufen. Bitte fordern Sie einen neuen an.',
    en: 'The code has expired. Please request a new one.',
  },
  OTP_HAS_EXPIRED: {
    de: 'Der Code ist abgelaufen. Bitte fordern Sie einen neuen an.',
    en: 'The code has expired. Please request a new one.',
  },
  TOO_MANY_ATTEMPTS: {
    de: 'Zu viele Versuche mit diesem Code. Bitte fordern Sie einen neuen an.',
    en: 'Too many attempts with this code. Please request a new one.',
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    de: 'Zu viele Versuche mit diesem Code. Bitte fordern Sie einen neuen an.',
    en: 'Too many attempts with this code. Please request a new one.',
  },
  ACCOUNT_TEMPORARILY_LOCKED: {
    de: 'Zu viele falsche Codes. Ihr Konto ist vorübergehend gesperrt.',
    en: 'Too many wrong codes. Your account is temporarily locked.',
  },
  INVALID_TWO_FACTOR_COOKIE: {
    de: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
    en: 'The sign-in has expired. Please sign in again.',
  },
  TWO_FACTOR_NOT_ENABLED: {
    de: 'Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.',
    en: 'Two-factor sign-in is not set up.',
  },
  TOTP_NOT_ENABLED: {
    de: 'Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.',
    en: 'Two-factor sign-in is not set up.',
  },
  TOTP_ALREADY_ENABLED: {
    de: 'Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.',
    en: 'Two-factor sign-in is already set up.',
  },
};

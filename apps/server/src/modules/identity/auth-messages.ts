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
}

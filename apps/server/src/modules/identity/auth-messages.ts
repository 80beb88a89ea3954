import { registerMessages } from '../../platform/http/messages';

/** Messages of sign-in refusals and single sign-on (answered by better-auth routes and /api/v1). */
export function registerAuthMessages(): void {
  registerMessages({
    TOO_MANY_SIGN_IN_ATTEMPTS: {
      de: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {minutes} Minuten erneut.',
      en: 'Too many failed sign-in attempts. Please try again in {minutes} minutes.',
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
    SSO_PROVIDER_UNAVAILABLE: {
      de: 'Der Anmeldedienst Ihrer Organisation ist nicht erreichbar oder nicht eingerichtet.',
      en: "Your organisation's sign-in service is unreachable or not set up.",
    },
  });
}

import { registerMessages } from '../../platform/http/messages';

registerMessages({
  MAIL_LOGO_NAME_RESERVED: {
    de: 'Der Name „{fileName}“ ist dem Logo der E-Mails vorbehalten. Bitte laden Sie es unter Einstellungen → Logo hoch.',
    en: 'The name "{fileName}" is reserved for the mail logo. Please upload it under Settings → Logo.',
  },
  INSTALLATION_FILES_READ_ONLY: {
    de: 'Die Standarddateien der Installation können hier nicht ersetzt werden.',
    en: "The installation's default files cannot be replaced here.",
  },
});

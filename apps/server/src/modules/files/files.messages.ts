import { registerMessages } from '../../platform/http/messages';

registerMessages({
  INSTALLATION_FILES_READ_ONLY: {
    de: 'Die Standarddateien der Installation können hier nicht ersetzt werden.',
    en: "The installation's default files cannot be replaced here.",
  },
});

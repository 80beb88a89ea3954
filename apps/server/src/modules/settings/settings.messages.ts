import { registerMessages } from '../../platform/http/messages';

registerMessages({
  SETTING_VALUE_INVALID: {
    de: 'Der Wert „{value}“ ist für die Einstellung „{option}“ auf der Ebene {layer} ungültig.',
    en: 'The value "{value}" is invalid for the setting "{option}" at the {layer} layer.',
  },
  NO_CUSTOMIZING_OPTION: {
    de: 'Die Einstellung „{option}“ gibt es nicht.',
    en: 'There is no setting "{option}".',
  },
  SETTING_LAYER_NOT_ALLOWED: {
    de: 'Die Einstellung „{option}“ kann auf der Ebene {layer} nicht gesetzt werden.',
    en: 'The setting "{option}" cannot be set at the {layer} layer.',
  },
  SETTING_NEEDS_DATA_PERMISSION: {
    de: 'Die Einstellung „{option}“ bestimmt, wohin Daten gesendet werden; ändern darf sie nur, wer die Berechtigung „{permission}“ hat.',
    en: 'The setting "{option}" decides where data is sent; only users holding the permission "{permission}" may change it.',
  },
});

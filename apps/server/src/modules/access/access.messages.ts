import { registerMessages } from '../../platform/http/messages';

registerMessages({
  ROLE_NAME_TAKEN: { de: 'Eine Rolle „{name}“ gibt es bereits.', en: 'A role "{name}" exists already.' },
  GROUP_NAME_TAKEN: { de: 'Eine Gruppe „{name}“ gibt es bereits.', en: 'A group "{name}" exists already.' },
  UNKNOWN_PERMISSION: { de: 'Unbekannte Berechtigung „{name}“.', en: 'Unknown permission "{name}".' },
  UNKNOWN_ROLE: { de: 'Mindestens eine Rolle gibt es nicht.', en: 'At least one role does not exist.' },
  UNKNOWN_GROUP: { de: 'Mindestens eine Gruppe gibt es nicht.', en: 'At least one group does not exist.' },
});

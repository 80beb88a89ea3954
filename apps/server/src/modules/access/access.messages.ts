import { registerConstraintCodes } from '../../platform/http/database-errors';
import { registerMessages } from '../../platform/http/messages';

registerMessages({
  ROLE_NAME_TAKEN: { de: 'Eine Rolle „{name}“ gibt es bereits.', en: 'A role "{name}" exists already.' },
  GROUP_NAME_TAKEN: { de: 'Eine Gruppe „{name}“ gibt es bereits.', en: 'A group "{name}" exists already.' },
  UNKNOWN_PERMISSION: { de: 'Unbekannte Berechtigung „{name}“.', en: 'Unknown permission "{name}".' },
  UNKNOWN_ROLE: { de: 'Mindestens eine Rolle gibt es nicht.', en: 'At least one role does not exist.' },
  UNKNOWN_GROUP: { de: 'Mindestens eine Gruppe gibt es nicht.', en: 'At least one group does not exist.' },
});

// Two identical creates at once both pass the service's name check; the index refuses one.
registerConstraintCodes({
  roles_tenant_name_uq: { code: 'ROLE_NAME_TAKEN', detailKey: 'name' },
  groups_tenant_name_uq: { code: 'GROUP_NAME_TAKEN', detailKey: 'name' },
});

import { registerConstraintCodes } from '../../platform/http/database-errors';
import { registerMessages } from '../../platform/http/messages';

registerMessages({
  EMAIL_TAKEN: {
    de: 'Die E-Mail-Adresse {email} wird bereits verwendet.',
    en: 'The e-mail address {email} is already in use.',
  },
  EMAIL_DOMAIN_NOT_OF_TENANT: {
    de: 'Die Domain von {email} gehört nicht zu diesem Mandanten.',
    en: 'The domain of {email} does not belong to this tenant.',
  },
  UNKNOWN_DEPARTMENT: { de: 'Diese Abteilung gibt es nicht.', en: 'This department does not exist.' },
  INTERNAL_USER_MANAGEMENT_OFF: {
    de: 'Die interne Benutzerverwaltung ist ausgeschaltet; Benutzer entstehen bei der ersten Anmeldung per SSO.',
    en: 'Internal user management is off; users are created on their first single sign-on.',
  },
  CANNOT_DEACTIVATE_SELF: {
    de: 'Sie können sich nicht selbst deaktivieren.',
    en: 'You cannot deactivate yourself.',
  },
});

// Two identical invitations at once both pass the service's address check; the index refuses one.
registerConstraintCodes({ users_email_unique: { code: 'EMAIL_TAKEN', detailKey: 'email' } });

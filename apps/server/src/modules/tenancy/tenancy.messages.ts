import { registerConstraintCodes } from '../../platform/http/database-errors';
import { registerMessages } from '../../platform/http/messages';

registerMessages({
  TENANT_KEY_TAKEN: {
    de: 'Der Schlüssel „{key}“ ist bereits vergeben.',
    en: 'The key "{key}" is already taken.',
  },
  DOMAIN_TAKEN: {
    de: 'Diese Domains gehören bereits zu einem anderen Mandanten: {domains}.',
    en: 'These domains belong to another tenant already: {domains}.',
  },
  TENANT_KEY_RESERVED: {
    de: 'Der Schlüssel „{key}“ ist für die Standarddateien der Installation reserviert; bitte wählen Sie einen anderen.',
    en: 'The key "{key}" is reserved for the installation\'s default files; please choose another one.',
  },
  FIRST_ADMIN_DOMAIN: {
    de: 'Die Adresse {email} gehört zu keiner Domain des neuen Mandanten.',
    en: "The address {email} is not in one of the new tenant's domains.",
  },
  DOMAIN_DUPLICATE: { de: 'Eine Domain ist doppelt eingetragen.', en: 'A domain is listed twice.' },
  TENANT_NOT_EMPTY: {
    de: 'Der Mandant hat noch {users} Benutzer und kann nicht gelöscht werden.',
    en: 'The tenant still has {users} users and cannot be deleted.',
  },
});

// Two identical creates at once both pass the service's checks; the indexes refuse one.
registerConstraintCodes({
  tenants_key_uq: { code: 'TENANT_KEY_TAKEN', detailKey: 'key' },
  tenant_domains_domain_uq: { code: 'DOMAIN_TAKEN', detailKey: 'domains', asList: true },
});

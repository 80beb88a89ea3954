import { registerConstraintCodes } from '../../platform/http/database-errors';
import { registerMessages } from '../../platform/http/messages';
import messages from './tenancy.messages.json' with { type: 'json' };

registerMessages(messages);

// Two identical creates at once both pass the service's checks; the indexes refuse one.
registerConstraintCodes({
  tenants_key_uq: { code: 'TENANT_KEY_TAKEN', detailKey: 'key' },
  tenant_domains_domain_uq: { code: 'DOMAIN_TAKEN', detailKey: 'domains', asList: true },
});

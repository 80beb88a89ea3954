import type { Tenant, TenantInput } from '@buchbar/contracts/tenants';

/** The tenant dialog's values: text fields as strings, the legacy mapping behind a switch. */
export interface TenantFormValues {
  name: string;
  key: string;
  domains: { domain: string; clientId: string }[];
  legacyEnabled: boolean;
  shortName: string;
  legacyUrl: string;
}

export function toTenantFormValues(tenant: Tenant | undefined): TenantFormValues {
  return {
    name: tenant?.name ?? '',
    key: tenant?.key ?? '',
    domains: tenant?.domains.map((d) => ({ domain: d.domain, clientId: d.clientId })) ?? [],
    legacyEnabled: tenant?.legacy != null,
    shortName: tenant?.legacy?.shortName ?? '',
    legacyUrl: tenant?.legacy?.legacyUrl ?? '',
  };
}

/**
 * Form -> TenantInput: trims, drops empty domain rows, lower-cases domains (the server compares
 * them lower-cased), leaves out an empty key (the server derives it from the name) and sends
 * legacy null when the mapping is switched off.
 */
export function toTenantInput(values: TenantFormValues): TenantInput {
  const key = values.key.trim();
  const legacyUrl = values.legacyUrl.trim();
  return {
    name: values.name.trim(),
    ...(key ? { key } : {}),
    domains: values.domains
      .map((d) => ({ domain: d.domain.trim().toLowerCase(), clientId: d.clientId.trim() }))
      .filter((d) => d.domain !== '' || d.clientId !== ''),
    legacy: values.legacyEnabled
      ? { shortName: values.shortName.trim(), legacyUrl: legacyUrl === '' ? null : legacyUrl }
      : null,
  };
}

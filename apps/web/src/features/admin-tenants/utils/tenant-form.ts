import type { Tenant, TenantCreate, TenantInput } from '@buchbar/contracts/tenants';

/** The tenant dialog's values: text fields as strings, the legacy mapping behind a switch. */
export interface TenantFormValues {
  name: string;
  key: string;
  domains: { domain: string; clientId: string }[];
  legacyEnabled: boolean;
  shortName: string;
  legacyUrl: string;
  /** The first administrator of a new tenant (issue 8.5); all empty = none. */
  firstAdminEmail: string;
  firstAdminFirstName: string;
  firstAdminLastName: string;
}

export function toTenantFormValues(tenant: Tenant | undefined): TenantFormValues {
  return {
    name: tenant?.name ?? '',
    key: tenant?.key ?? '',
    domains: tenant?.domains.map((d) => ({ domain: d.domain, clientId: d.clientId })) ?? [],
    legacyEnabled: tenant?.legacy != null,
    shortName: tenant?.legacy?.shortName ?? '',
    legacyUrl: tenant?.legacy?.legacyUrl ?? '',
    firstAdminEmail: '',
    firstAdminFirstName: '',
    firstAdminLastName: '',
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

const firstAdminGiven = (v: TenantFormValues) =>
  [v.firstAdminEmail, v.firstAdminFirstName, v.firstAdminLastName].some((x) => x.trim() !== '');

/** A new tenant: the TenantInput plus its first admin when any of the admin's fields is filled. */
export function toTenantCreate(values: TenantFormValues): TenantCreate {
  const input = toTenantInput(values);
  if (!firstAdminGiven(values)) return input;
  return {
    ...input,
    firstAdmin: {
      email: values.firstAdminEmail.trim().toLowerCase(),
      firstName: values.firstAdminFirstName.trim(),
      lastName: values.firstAdminLastName.trim(),
    },
  };
}

export type FirstAdminProblem = 'required' | 'invalidEmail' | 'domainNotOfTenant';

/**
 * Checks the first admin's fields before sending (the server checks the same): once one is
 * filled all three are needed, and the address must be in one of the tenant's domains.
 */
export function firstAdminProblems(
  values: TenantFormValues,
): Partial<Record<'firstAdminEmail' | 'firstAdminFirstName' | 'firstAdminLastName', FirstAdminProblem>> {
  if (!firstAdminGiven(values)) return {};
  const problems: ReturnType<typeof firstAdminProblems> = {};
  if (!values.firstAdminFirstName.trim()) problems.firstAdminFirstName = 'required';
  if (!values.firstAdminLastName.trim()) problems.firstAdminLastName = 'required';
  const email = values.firstAdminEmail.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (!email) problems.firstAdminEmail = 'required';
  else if (at < 1 || at === email.length - 1) problems.firstAdminEmail = 'invalidEmail';
  else {
    const domain = email.slice(at + 1);
    const domains = values.domains.map((d) => d.domain.trim().toLowerCase());
    if (!domains.includes(domain)) problems.firstAdminEmail = 'domainNotOfTenant';
  }
  return problems;
}

import type { SsoProvider, SsoProviderInput } from '@buchbar/contracts/auth';

export interface SsoFormValues {
  issuer: string;
  clientId: string;
  /** Empty = keep the stored secret. */
  clientSecret: string;
  enabled: boolean;
}

/** Why a field is refused before sending; the component turns the code into a translated text. */
export type SsoFieldProblem = 'required' | 'url';

export function toSsoFormValues(provider: SsoProvider): SsoFormValues {
  return {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: '',
    enabled: provider.enabled,
  };
}

/** The PUT body: trimmed, and without `clientSecret` when none was typed (the server keeps its own). */
export function toSsoInput(values: SsoFormValues): SsoProviderInput {
  const input: SsoProviderInput = {
    issuer: values.issuer.trim(),
    clientId: values.clientId.trim(),
    enabled: values.enabled,
  };
  if (values.clientSecret !== '') input.clientSecret = values.clientSecret;
  return input;
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

/**
 * The checks the server makes too (contracts' SsoProviderInput), so the common mistakes show at
 * the field at once: an http(s) issuer URL, a client id, and a secret the first time.
 */
export function checkSsoForm(
  values: SsoFormValues,
  hasClientSecret: boolean,
): Partial<Record<keyof SsoFormValues, SsoFieldProblem>> {
  const problems: Partial<Record<keyof SsoFormValues, SsoFieldProblem>> = {};
  const issuer = values.issuer.trim();
  if (!issuer) problems.issuer = 'required';
  else if (!isHttpUrl(issuer)) problems.issuer = 'url';
  if (!values.clientId.trim()) problems.clientId = 'required';
  if (!hasClientSecret && values.clientSecret === '') problems.clientSecret = 'required';
  return problems;
}

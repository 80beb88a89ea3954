import type { AuditEvent, AuditParams } from '@buchbar/domain/audit-log';

type Legacy = { event: AuditEvent; params: AuditParams };
type Rule = [RegExp, (m: RegExpExecArray, details: Record<string, unknown>) => Legacy];

const grantedNames = (details: Record<string, unknown>): string[] =>
  Array.isArray(details.permissions)
    ? details.permissions
        .filter((g): g is { name: string; value: unknown } => typeof g?.name === 'string')
        .filter((g) => g.value === true || g.value === 'true')
        .map((g) => g.name)
    : [];

/** The stored texts of entries written before events existed (issue 14 point 6), newest wording. */
const RULES: readonly Rule[] = [
  [/^Anmeldung: (.+)$/, (m) => ({ event: 'SIGN_IN', params: { email: m[1] ?? '' } })],
  [
    /^Anmeldung fehlgeschlagen: (.+)$/,
    (m) => ({ event: 'SIGN_IN_FAILED', params: { email: m[1] === 'unbekannt' ? '' : (m[1] ?? '') } }),
  ],
  [
    /^Anmeldung über Single Sign-on fehlgeschlagen: (.+)$/,
    (m) => ({ event: 'SSO_SIGN_IN_FAILED', params: { error: m[1] ?? '' } }),
  ],
  [
    /^Single Sign-on: Verknüpfung mit bestehendem Konto abgelehnt: (.+)$/,
    (m) => ({ event: 'SSO_LINK_REFUSED', params: { email: m[1] ?? '' } }),
  ],
  [/^Single Sign-on verknüpft: (.+)$/, (m) => ({ event: 'SSO_LINKED', params: { email: m[1] ?? '' } })],
  [
    /^Single Sign-on: Verknüpfung freigegeben für (.+)$/,
    (m) => ({ event: 'SSO_LINK_APPROVED', params: { email: m[1] ?? '' } }),
  ],
  [
    /^Single Sign-on: Aussteller-Adresse abgelehnt \([^)]*\): (.*)$/,
    (m) => ({ event: 'SSO_ISSUER_REFUSED', params: { issuer: m[1] ?? '' } }),
  ],
  [
    /^Single Sign-on (aktiv|inaktiv): (.+)$/,
    (m) => ({ event: 'SSO_CONFIGURED', params: { enabled: m[1] === 'aktiv', issuer: m[2] ?? '' } }),
  ],
  [/^Benutzer (.+) eingeladen$/, (m) => ({ event: 'USER_INVITED', params: { email: m[1] ?? '' } })],
  [/^Benutzer (.+) geändert$/, (m) => ({ event: 'USER_CHANGED', params: { email: m[1] ?? '' } })],
  [
    /^E-Mail-Änderung von (.+) auf (.+) angestoßen$/,
    (m) => ({ event: 'EMAIL_CHANGE_REQUESTED', params: { oldEmail: m[1] ?? '', newEmail: m[2] ?? '' } }),
  ],
  [
    /^E-Mail-Adresse von (.+) auf (.+) geändert \(bestätigt\)$/,
    (m) => ({ event: 'EMAIL_CHANGED', params: { oldEmail: m[1] ?? '', newEmail: m[2] ?? '' } }),
  ],
  [
    /^Erste Administration (.+) eingeladen$/,
    (m) => ({ event: 'FIRST_ADMIN_INVITED', params: { email: m[1] ?? '' } }),
  ],
  [
    /^Rolle „(.+)“ (angelegt|geändert)$/,
    (m, d) => ({
      event: m[2] === 'angelegt' ? 'ROLE_CREATED' : 'ROLE_CHANGED',
      params: { name: m[1] ?? '', permissions: grantedNames(d) },
    }),
  ],
  [/^Rolle gelöscht$/, () => ({ event: 'ROLE_DELETED', params: { name: '…' } })],
  [
    /^Gruppe „(.+)“ (angelegt|geändert)$/,
    (m) => ({ event: m[2] === 'angelegt' ? 'GROUP_CREATED' : 'GROUP_CHANGED', params: { name: m[1] ?? '' } }),
  ],
  [/^Gruppe gelöscht$/, () => ({ event: 'GROUP_DELETED', params: { name: '…' } })],
  [
    /^Einstellungen \((tenant|group|user)\) geändert: (.*)$/,
    (m) => ({
      event: 'SETTINGS_CHANGED',
      params: { layer: m[1] ?? 'tenant', options: (m[2] ?? '').split(', ').filter(Boolean) },
    }),
  ],
  [
    /^Mandant „(.+)“ (angelegt|geändert)$/,
    (m) => ({
      event: m[2] === 'angelegt' ? 'TENANT_CREATED' : 'TENANT_CHANGED',
      params: { name: m[1] ?? '' },
    }),
  ],
  [/^Mandant (.+) gelöscht$/, (m) => ({ event: 'TENANT_DELETED', params: { id: m[1] ?? '' } })],
  [
    /^Grundriss „(.+)“ (angelegt|geändert)$/,
    (m) => ({
      event: m[2] === 'angelegt' ? 'FLOOR_PLAN_CREATED' : 'FLOOR_PLAN_CHANGED',
      params: { name: m[1] ?? '' },
    }),
  ],
  [/^Driving licence viewed by an examiner$/, () => ({ event: 'LICENCE_VIEWED', params: {} })],
  [/^Driving licence list viewed by an examiner$/, () => ({ event: 'LICENCE_LIST_VIEWED', params: {} })],
  [/^Driving licence recorded$/, () => ({ event: 'LICENCE_RECORDED', params: {} })],
  [/^Driving licence changed$/, () => ({ event: 'LICENCE_CHANGED', params: {} })],
  [/^Driving licence check recorded$/, () => ({ event: 'LICENCE_CHECK_RECORDED', params: {} })],
];

/**
 * The event of an entry written before entries carried one, read from its stored text, so old
 * rows are shown in the reader's language too; undefined when the text is not recognised.
 */
export function legacyAuditEvent(message: string, details: Record<string, unknown>): Legacy | undefined {
  for (const [pattern, build] of RULES) {
    const m = pattern.exec(message);
    if (m) return build(m, details);
  }
  return undefined;
}

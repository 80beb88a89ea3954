import { PERMISSION_CATALOGUE } from '@buchbar/domain/permissions';
import { useTranslation } from 'react-i18next';
import { toDisplayLanguage } from '@/lib/format-date';
import type { AuditEntry } from '../api/get-audit';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * An entry's text in the reader's language (issue 14 point 6): built from its event and params,
 * with permission names shown by their labels and setting keys by their titles. Entries written
 * before events existed keep their stored (German) message.
 */
export function useAuditText() {
  const { t, i18n } = useTranslation(['admin', 'adminSettings']);
  const loose = t as unknown as LooseT;
  const language = toDisplayLanguage(i18n.resolvedLanguage);
  const permissionLabel = (name: string) =>
    PERMISSION_CATALOGUE.find((p) => p.name === name)?.description[language] ?? name;
  const settingTitle = (key: string) =>
    i18n.exists(`adminSettings:options.${key}`) ? loose(`adminSettings:options.${key}`) : key;
  const joined = (items: string[]) => (items.length > 0 ? items.join(', ') : loose('admin:audit.none'));

  return (entry: AuditEntry): string => {
    const { event, params } = entry;
    if (!event) return entry.message;
    if (event === 'SETTINGS_CHANGED') {
      const layer = ['tenant', 'group', 'user'].includes(text(params.layer)) ? text(params.layer) : 'tenant';
      return loose(`admin:audit.settingsChanged.${layer}`, {
        group: text(params.group),
        options: joined(list(params.options).map(settingTitle)),
      });
    }
    return loose(`admin:audit.events.${event}`, {
      ...params,
      email: text(params.email) || loose('admin:audit.unknown'),
      permissions: joined(list(params.permissions).map(permissionLabel)),
      state: loose(`admin:audit.ssoState.${params.enabled === true ? 'on' : 'off'}`),
    });
  };
}

import { NOTIFICATION_AREAS, NOTIFICATION_KINDS, NOTIFICATIONS, type NotificationEntry } from './catalogue';

const AREA_TITLE = {
  spaces: 'Reading room and work places',
  vehicles: 'Vehicles',
  account: 'Account',
  platform: 'Platform',
} as const;

const cell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', ' ');

/**
 * The catalogue as the Markdown tables of docs/notifications.md (between the GENERATED markers).
 * `UPDATE_NOTIFICATION_DOC=1 npx vitest run apps/server/src/modules/notifications/catalogue-doc.test.ts` rewrites the doc;
 * without it the test fails when the doc differs from the catalogue.
 */
export function renderNotificationTables(): string {
  const out: string[] = [];
  for (const area of NOTIFICATION_AREAS) {
    out.push(`### ${AREA_TITLE[area]}`, '');
    out.push('| Kind | Trigger | Recipients | Switch | Link |', '| --- | --- | --- | --- | --- |');
    for (const kind of NOTIFICATION_KINDS) {
      const e: NotificationEntry = NOTIFICATIONS[kind];
      if (e.area !== area) continue;
      const sw = e.mandatory
        ? `**mandatory** — ${e.why}`
        : e.setting === null
          ? `tenant options ${e.tenantOptions.map((k) => `\`${k}\``).join(', ')}`
          : `\`${e.setting}\` (off when ${e.off === 'zero' ? '0' : 'false'})`;
      const reserved = e.reservedFor ? ` *(sent by ${e.reservedFor})*` : '';
      out.push(
        `| \`${kind}\`${reserved} | ${cell(e.trigger)} | ${cell(e.recipients)} | ${cell(sw)} | ${cell(e.link)} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}

export const DOC_BEGIN = '<!-- GENERATED:notification-catalogue BEGIN -->';
export const DOC_END = '<!-- GENERATED:notification-catalogue END -->';

/** The doc with its generated part replaced by the current catalogue. */
export function withGeneratedTables(doc: string): string {
  const start = doc.indexOf(DOC_BEGIN);
  const end = doc.indexOf(DOC_END);
  if (start < 0 || end < start) throw new Error('docs/notifications.md lacks the GENERATED markers');
  return `${doc.slice(0, start + DOC_BEGIN.length)}\n\n${renderNotificationTables()}\n${doc.slice(end)}`;
}

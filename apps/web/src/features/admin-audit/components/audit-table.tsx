import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import type { AuditEntry } from '../api/get-audit';
import { useAuditText } from '../hooks/use-audit-text';

const LEVEL_COLORS: Record<AuditEntry['level'], string> = {
  DEBUG: 'gray',
  INFO: 'blue',
  WARN: 'yellow',
  ERROR: 'red',
};

/** Time (Europe/Berlin), level, category and message of each entry. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  const textOf = useAuditText();
  const categoryLabel = (category: string) =>
    i18n.exists(`admin:audit.categories.${category}`)
      ? t(`audit.categories.${category}` as 'audit.categories.LOGIN')
      : category;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>{t('audit.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={170}>
              {t('audit.columns.time')}
            </Table.Th>
            <Table.Th scope="col" w={90}>
              {t('audit.columns.level')}
            </Table.Th>
            <Table.Th scope="col" w={150}>
              {t('audit.columns.category')}
            </Table.Th>
            <Table.Th scope="col">{t('audit.columns.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <time dateTime={entry.createdAt}>
                  {formatDateTime(entry.createdAt, i18n.resolvedLanguage)}
                </time>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={LEVEL_COLORS[entry.level]} size="sm">
                  {entry.level}
                </Badge>
              </Table.Td>
              <Table.Td>{categoryLabel(entry.category)}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {textOf(entry)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

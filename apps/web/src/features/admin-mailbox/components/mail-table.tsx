import { Anchor, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import type { AdminMail } from '../api/get-mails';
import { MailStatusBadge } from './mail-status-badge';

interface MailTableProps {
  mails: AdminMail[];
  onOpen: (mail: AdminMail) => void;
  onRetry: (mail: AdminMail) => void;
  /** The id of the mail whose retry is under way. */
  retrying?: string;
}

/** Date, recipient, subject; the whole row opens the mail, the subject button does so for keyboards. */
export function MailTable({ mails, onOpen, onRetry, retrying }: MailTableProps) {
  const { t, i18n } = useTranslation('mailbox');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('tableCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.date')}</Table.Th>
            <Table.Th scope="col">{t('columns.recipient')}</Table.Th>
            <Table.Th scope="col">{t('columns.subject')}</Table.Th>
            <Table.Th scope="col">{t('columns.status')}</Table.Th>
            <Table.Th scope="col">{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mails.map((mail) => (
            <Table.Tr key={mail.id} onClick={() => onOpen(mail)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt, i18n.resolvedLanguage)}</time>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {mail.to}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onOpen(mail)}>
                  {mail.subject || t('noSubject')}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <MailStatusBadge status={mail.status} />
              </Table.Td>
              <Table.Td onClick={(event) => event.stopPropagation()}>
                {mail.status === 'failed' && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={t('retryFor', { to: mail.to })}
                    loading={retrying === mail.id}
                    onClick={() => onRetry(mail)}
                  >
                    {t('retry')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

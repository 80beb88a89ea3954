import { Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import type { AdminMail } from '../api/get-mails';
import { MailStatusBadge } from './mail-status-badge';

interface MailDetailModalProps {
  mail: AdminMail | undefined;
  onClose: () => void;
}

/** Shows the plain-text body; the HTML part is deliberately not rendered (no untrusted markup). */
export function MailDetailModal({ mail, onClose }: MailDetailModalProps) {
  const { t, i18n } = useTranslation('mailbox');
  const lang = i18n.resolvedLanguage;
  return (
    <Modal opened={mail !== undefined} onClose={onClose} title={mail?.subject || t('noSubject')} size="xl">
      {mail && (
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('detail.to')}:
            </Text>
            <Text size="sm">{mail.to}</Text>
            <MailStatusBadge status={mail.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('detail.createdAt')}: {formatDateTime(mail.createdAt, lang)} · {t('detail.sentAt')}:{' '}
            {mail.sentAt ? formatDateTime(mail.sentAt, lang) : t('detail.notSent')} · {t('detail.attempts')}:{' '}
            {mail.attempts}
            {mail.kind ? ` · ${t('detail.kind')}: ${mail.kind}` : ''}
          </Text>
          {mail.error && (
            <Text size="sm" c="red">
              {t('detail.error')}: {mail.error}
            </Text>
          )}
          <Text size="sm" fw={600} mt="xs">
            {t('detail.body')}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {mail.text}
          </Code>
        </Stack>
      )}
    </Modal>
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailStatus } from '../api/get-mails';

const COLORS: Record<MailStatus, string> = { queued: 'yellow', stored: 'gray', sent: 'teal', failed: 'red' };

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation('mailbox');
  const labels: Record<MailStatus, string> = {
    queued: t('status.queued'),
    stored: t('status.stored'),
    sent: t('status.sent'),
    failed: t('status.failed'),
  };
  return (
    <Badge variant="light" color={COLORS[status]}>
      {labels[status]}
    </Badge>
  );
}

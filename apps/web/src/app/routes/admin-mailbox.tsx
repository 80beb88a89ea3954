import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { MailboxPage } from '../../features/admin-mailbox/components/mailbox-page';

export function AdminMailboxRoute() {
  const { t } = useTranslation('mailbox');
  return (
    <>
      <PageTitle title={t('pageTitle')} />
      <MailboxPage />
    </>
  );
}

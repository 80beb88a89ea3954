import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { AccountPage } from '../../features/account/components/account-page';

export function AccountRoute() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageTitle title={t('pageTitle')} />
      <AccountPage />
    </>
  );
}

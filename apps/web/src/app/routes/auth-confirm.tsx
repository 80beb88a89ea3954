import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { ConfirmMessage } from '../../features/auth/components/confirm-message';

export function AuthConfirmRoute() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageTitle title={t('confirm.pageTitle')} />
      <ConfirmMessage />
    </>
  );
}

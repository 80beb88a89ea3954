import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { SessionLoader } from '../../features/auth/components/session-loader';

export function LoadingRoute() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageTitle title={t('loadingScreen.pageTitle')} />
      <SessionLoader />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { SignOutScreen } from '../../features/auth/components/sign-out-screen';

export function LogoutRoute() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageTitle title={t('logout.pageTitle')} />
      <SignOutScreen />
    </>
  );
}

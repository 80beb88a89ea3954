import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { SignInFlow } from '../../features/auth/components/sign-in-flow';

export function LoginRoute() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageTitle title={t('login.pageTitle')} />
      <SignInFlow />
    </>
  );
}

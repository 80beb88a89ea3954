import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { LoginForm } from '../../features/auth/components/login-form';

export function LoginRoute() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageTitle title={t('login.pageTitle')} />
      <LoginForm />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { RecoveryRequestForm } from '../../features/auth/components/recovery-request-form';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

/** /auth/recovery: request a link; with ?token= (from the mail) choose the new password. */
export function AuthRecoveryRoute() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <>
      <PageTitle title={t('recovery.pageTitle')} />
      {token ? <ResetPasswordForm token={token} /> : <RecoveryRequestForm />}
    </>
  );
}

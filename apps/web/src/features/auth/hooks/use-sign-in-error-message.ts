import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';

/** Translates better-auth's error codes; unknown ones show the server's own message. */
export function useSignInErrorMessage(error: unknown): string | undefined {
  const { t } = useTranslation(['auth', 'errors']);
  if (!error) return undefined;
  if (!isApiError(error)) return t('errors:unexpected');
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD') return t('serverErrors.INVALID_EMAIL_OR_PASSWORD');
  if (error.code === 'EMAIL_NOT_VERIFIED') return t('serverErrors.EMAIL_NOT_VERIFIED');
  if (error.status === 429) return t('serverErrors.TOO_MANY_REQUESTS');
  return error.message;
}

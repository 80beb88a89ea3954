import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';

const KNOWN = [
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CODE',
  'INVALID_BACKUP_CODE',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'INVALID_TWO_FACTOR_COOKIE',
  'ACCOUNT_TEMPORARILY_LOCKED',
  'INVALID_TOKEN',
  'PASSWORD_TOO_SHORT',
  'INVALID_PASSWORD',
] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (code: string): code is Known => (KNOWN as readonly string[]).includes(code);

/**
 * The sign-in errors of better-auth's codes in the page's wording; every other answer shows the
 * server's message, which arrives translated in the uniform body (sign-in limit with minutes,
 * deactivated user, invalid input).
 */
export function useSignInErrorMessage(error: unknown): string | undefined {
  const { t } = useTranslation(['auth', 'errors']);
  if (!error) return undefined;
  if (!isApiError(error)) return t('errors:unexpected');
  if (isKnown(error.code)) return t(`serverErrors.${error.code}`);
  if (error.code === 'TOO_MANY_SIGN_IN_ATTEMPTS' || error.code === 'USER_INACTIVE') return error.message;
  if (error.status === 429) return t('serverErrors.TOO_MANY_REQUESTS');
  return error.message;
}

import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';

const KNOWN = [
  'INVALID_PASSWORD',
  'INVALID_CODE',
  'PASSWORD_TOO_SHORT',
  'TOTP_ALREADY_ENABLED',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (code: string): code is Known => (KNOWN as readonly string[]).includes(code);

/** better-auth's codes on the account page, translated; other answers show the server's message. */
export function useAccountErrorMessage(error: unknown): string | undefined {
  const { t } = useTranslation(['account', 'errors']);
  if (!error) return undefined;
  if (!isApiError(error)) return t('errors:unexpected');
  return isKnown(error.code) ? t(`errors.${error.code}`) : error.message;
}

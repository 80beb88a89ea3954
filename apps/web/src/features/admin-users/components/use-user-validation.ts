import { useTranslation } from 'react-i18next';
import type { UserFormValues } from '../utils/user-form';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side checks of the user forms (the server checks again and may add field errors). */
export function useUserValidation() {
  const { t } = useTranslation('adminUsers');
  const required = (value: string) => (value.trim() ? null : t('required'));
  return {
    firstName: required,
    lastName: required,
    email: (value: string) => required(value) ?? (EMAIL.test(value.trim()) ? null : t('invalidEmail')),
  } satisfies Partial<Record<keyof UserFormValues, (value: string) => string | null>>;
}

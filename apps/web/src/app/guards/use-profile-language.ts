import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, saveLanguage } from '../../i18n/language';

/**
 * The language stored in the user's personal settings follows them to every device: after
 * sign-in it replaces this browser's choice (spec: settings at the user layer).
 */
export function useProfileLanguage(language: string | null | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!isLanguage(language) || i18n.resolvedLanguage === language) return;
    saveLanguage(language);
    void i18n.changeLanguage(language);
  }, [language, i18n]);
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, saveLanguage } from '../../i18n/language';

const APPLIED_KEY = 'buchbar.profileLanguageApplied';

/**
 * The language saved in the user's personal settings (settings dialog) follows them to every
 * device: it is applied once per browser session and user, right after sign-in. Later choices
 * in the header switch stay this browser's own until the next session.
 */
export function useProfileLanguage(userId: string | undefined, language: string | null | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!userId || !isLanguage(language) || alreadyApplied(userId)) return;
    markApplied(userId);
    if (i18n.resolvedLanguage === language) return;
    saveLanguage(language);
    void i18n.changeLanguage(language);
  }, [userId, language, i18n]);
}

function alreadyApplied(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(APPLIED_KEY) === userId;
  } catch {
    return true; // without storage, never override the browser's choice again and again
  }
}

function markApplied(userId: string): void {
  try {
    window.sessionStorage.setItem(APPLIED_KEY, userId);
  } catch {
    // not remembered: alreadyApplied answers true anyway
  }
}

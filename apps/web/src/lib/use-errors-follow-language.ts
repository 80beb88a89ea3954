import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The parts of a Mantine form the hook needs. */
interface CheckedForm {
  errors: Record<string, ReactNode>;
  isValid: (path?: string) => boolean;
  validateField: (path: string) => unknown;
}

/**
 * Issue 14 point 6: a form's messages follow a language switch. Mantine keeps an error as the
 * text its rule returned, so after a switch every field whose own rule still fails is checked
 * again (its rule now answers in the new language). Errors no rule gives (the server's answer to
 * the last submit) stay until the field changes.
 */
export function useErrorsFollowLanguage(form: CheckedForm): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const shownIn = useRef(language);
  const latest = useRef(form);
  latest.current = form;
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    const current = latest.current;
    for (const path of Object.keys(current.errors)) {
      if (current.errors[path] && !current.isValid(path)) current.validateField(path);
    }
  }, [language]);
}

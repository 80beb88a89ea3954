export const SUPPORTED_LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Where the user's explicit language choice is kept (spec: German default, not the browser language). */
export const LANGUAGE_STORAGE_KEY = 'buchbar.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The saved choice when valid, else German. */
export function resolveLanguage(saved: string | null | undefined): Language {
  return isLanguage(saved) ? saved : 'de';
}

// localStorage throws in some privacy modes and sandboxed frames; the choice is then not remembered.
export function readSavedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function saveLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered; the current tab still switches
  }
}

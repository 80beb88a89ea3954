import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readSavedLanguage, resolveLanguage } from './language';
import { namespaceOfFile } from './namespace-files';

export const i18n = i18next;

/**
 * Every translation file, one lazily loaded chunk per language and namespace (issue 14: the first
 * screen carries only the active language and the namespaces it renders). A file added under
 * `de/` and `en/` is a namespace without further registration: `admin-settings.json` is
 * `adminSettings`. (resources.ts lists them again for the types and the key-parity test only.)
 */
const files = import.meta.glob<ResourceKey>('./*/*.json', { import: 'default' });

const loaders = new Map<string, () => Promise<ResourceKey>>();
for (const [file, load] of Object.entries(files)) {
  const found = namespaceOfFile(file);
  if (found) loaders.set(`${found.language}/${found.namespace}`, load);
}

/**
 * Loaded before the first render: the frame around every page and the error texts. The main menu
 * loads the namespaces of the entries it shows (menuNamespaces), the user menu its items' texts
 * when it opens.
 */
export const SHELL_NAMESPACES = ['common', 'errors'];

/** i18next backend: `useTranslation(ns)` suspends until `import()` of that language's file resolves. */
const lazyFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders.get(`${language}/${namespace}`);
    if (!load) {
      callback(new Error(`no translation file ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (resource) => callback(null, resource),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/**
 * Resolves when the shell's namespaces of the saved language are loaded; main.tsx renders after it.
 * A language switch loads every namespace used so far in the new language before it re-renders
 * (i18next's changeLanguage), so the page never shows keys. No fallback language: the key-parity
 * test keeps English complete, and a fallback would load every file twice for English users.
 */
export const i18nReady = i18n
  .use(lazyFiles)
  .use(initReactI18next)
  .init({
    lng: resolveLanguage(readSavedLanguage()),
    fallbackLng: false,
    supportedLngs: ['de', 'en'],
    ns: SHELL_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

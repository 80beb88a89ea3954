import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readSavedLanguage, resolveLanguage } from './language';
import { namespaces, resources } from './resources';

export const i18n = i18next;

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

// Resources are bundled, so initialisation is synchronous and the first render is translated.
void i18n.use(initReactI18next).init({
  resources,
  lng: resolveLanguage(readSavedLanguage()),
  fallbackLng: 'de',
  supportedLngs: ['de', 'en'],
  ns: namespaces,
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

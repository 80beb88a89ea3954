import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language, saveLanguage } from '../../i18n/language';

const LANGUAGES: Language[] = ['de', 'en'];

/**
 * "DE | EN": switches at once, remembers the choice, and `<html lang>` follows (see i18n.ts).
 * Two toggle buttons (aria-pressed) in a named group: the same for keyboard and screen readers as
 * a segmented control, without its code on every page (issue 14).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const change = (value: string) => {
    if (!isLanguage(value) || value === current) return;
    saveLanguage(value);
    void i18n.changeLanguage(value);
  };
  return (
    <Button.Group aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="compact-xs"
          variant={language === current ? 'filled' : 'default'}
          aria-pressed={language === current}
          onClick={() => change(language)}
        >
          <abbr title={t(`language.${language}`)} style={{ textDecoration: 'none' }}>
            {language.toUpperCase()}
          </abbr>
        </Button>
      ))}
    </Button.Group>
  );
}

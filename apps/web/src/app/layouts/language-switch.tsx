import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language, saveLanguage } from '../../i18n/language';

/** "DE | EN": switches at once, remembers the choice, and `<html lang>` follows (see i18n.ts). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const change = (value: string) => {
    if (!isLanguage(value)) return;
    saveLanguage(value);
    void i18n.changeLanguage(value);
  };
  return (
    <SegmentedControl
      size="xs"
      value={current}
      onChange={change}
      aria-label={t('language.label')}
      data={[
        { value: 'de', label: <abbr title={t('language.de')}>DE</abbr> },
        { value: 'en', label: <abbr title={t('language.en')}>EN</abbr> },
      ]}
    />
  );
}

import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSaveMySettings } from '../../features/personal-settings/api/my-settings';
import { isLanguage, type Language, saveLanguage } from '../../i18n/language';
import { useMe } from '../../lib/session';

/**
 * "DE | EN": switches at once, remembers the choice in this browser, and `<html lang>` follows
 * (see i18n.ts). Signed in, the choice is also the user's personal setting, so it follows them.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const signedIn = useMe().data !== undefined;
  const save = useSaveMySettings();
  const current: Language = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const change = (value: string) => {
    if (!isLanguage(value)) return;
    saveLanguage(value);
    void i18n.changeLanguage(value);
    if (signedIn) save.mutate({ 'general.language': value });
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

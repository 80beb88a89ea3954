import { useTranslation } from 'react-i18next';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * Labels for option keys and allowed values. The keys come from the server's registry at run
 * time, so they are looked up dynamically and fall back to the raw key when a text is missing.
 */
export function useSettingTexts() {
  const { t, i18n } = useTranslation('adminSettings');
  const loose = t as unknown as LooseT;
  const lookup = (key: string, fallback: string) =>
    i18n.exists(`adminSettings:${key}`) ? loose(`adminSettings:${key}`) : fallback;
  return {
    optionLabel: (option: string) => lookup(`options.${option}`, option),
    valueLabel: (option: string, value: string | number) =>
      option === 'spaces.bookableWeekdays'
        ? lookup(`weekdays.${value}`, String(value))
        : lookup(`values.${value}`, String(value)),
  };
}

import type { SettingValueProblem } from '@buchbar/domain/settings';
import { useTranslation } from 'react-i18next';
import { type FieldError, formatValue, type SettingShape } from '../utils/setting-values';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** Options whose values are words the tenant may keep or replace (the defaults are translated). */
const VOCABULARY_OPTIONS = new Set([
  'vehicles.cleanlinessStates',
  'vehicles.cleanlinessInsideMailThreshold',
  'vehicles.cleanlinessOutsideMailThreshold',
]);

/**
 * Labels for option keys, allowed values and refusals. The keys come from the server's registry
 * at run time, so they are looked up dynamically and fall back to the raw key when a text is
 * missing (the key-parity test keeps every registry option named).
 */
export function useSettingTexts() {
  const { t, i18n } = useTranslation('adminSettings');
  const loose = t as unknown as LooseT;
  const lookup = (key: string, fallback: string) =>
    i18n.exists(`adminSettings:${key}`) ? loose(`adminSettings:${key}`) : fallback;
  const optionLabel = (option: string) => lookup(`options.${option}`, option);
  const valueLabel = (option: string, value: string | number) =>
    option === 'spaces.bookableWeekdays'
      ? lookup(`weekdays.${value}`, String(value))
      : lookup(`values.${value}`, String(value));
  /** Values with names (choices, weekdays, the default cleanliness words) by name, others as they are. */
  const valueText = (def: SettingShape, value: unknown) => {
    const named = def.allowed !== undefined || VOCABULARY_OPTIONS.has(def.key);
    return formatValue(def, value, t('yes'), t('no'), named ? (v) => valueLabel(def.key, v) : String);
  };
  const problemText = (def: SettingShape, problem: SettingValueProblem) => {
    const names = (values: readonly (string | number)[]) =>
      values.map((v) => valueLabel(def.key, v)).join(', ');
    switch (problem.code) {
      case 'range':
        return t('problems.range', { min: problem.min, max: problem.max });
      case 'notAllowed':
      case 'itemNotAllowed':
        return t(`problems.${problem.code}`, { allowed: names(problem.allowed) });
      case 'tooLong':
      case 'tooManyItems':
        return t(`problems.${problem.code}`, { count: problem.max });
      case 'itemInvalid':
        return t(`problems.itemInvalid.${problem.items}`);
      default:
        return t(`problems.${problem.code}`);
    }
  };
  const errorText = (def: SettingShape, error: FieldError) =>
    error.kind === 'problem'
      ? problemText(def, error.problem)
      : error.kind === 'layer'
        ? t('problems.layer')
        : error.message;
  return { optionLabel, valueLabel, valueText, problemText, errorText };
}

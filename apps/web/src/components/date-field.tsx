import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_INPUT_FORMAT, toDisplayLanguage } from '@/lib/format-date';

type Props = Omit<DatePickerInputProps<'default'>, 'value' | 'onChange' | 'type' | 'valueFormat'> & {
  /** A calendar date `YYYY-MM-DD`, '' or nothing for none. */
  value?: string;
  onChange: (value: string) => void;
};

/**
 * A calendar date in the page's language (de 24.11.2026, en 24 Nov 2026) with Mantine's picker,
 * never the browser's date input, which follows the browser's language ("11/05/2026" on German
 * pages, issue 22 point 9). The value stays `YYYY-MM-DD`, as the API speaks it.
 */
export function DateField({ value, onChange, clearable = true, ...rest }: Props) {
  const { t, i18n } = useTranslation('common');
  const lang = toDisplayLanguage(i18n.resolvedLanguage);
  const field = typeof rest.label === 'string' ? rest.label : '';
  return (
    <DatePickerInput
      {...rest}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={DATE_INPUT_FORMAT[lang]}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': t('dialog.clearField', { field }) }}
    />
  );
}

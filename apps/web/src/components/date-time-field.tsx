import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_INPUT_FORMAT, toDisplayLanguage } from '@/lib/format-date';
import { fromPickerDateTime, toPickerDateTime } from '@/lib/local-date-time';

type Props = Omit<DateTimePickerProps<'default'>, 'value' | 'onChange' | 'type' | 'valueFormat'> & {
  /** A Berlin wall time `YYYY-MM-DDTHH:mm`, '' or nothing for none. */
  value?: string;
  onChange: (value: string) => void;
};

/**
 * Date and time of day in the page's language on a 24-hour clock (de 24.11.2026 10:00, en
 * 24 Nov 2026, 10:00), never the browser's datetime-local input ("mm/dd/yyyy, --:-- --" on German
 * pages, issue 22 point 9). The value is a wall time in the organisation's zone (Europe/Berlin),
 * whatever the device's zone: the form turns it into an instant with the domain's toInstant.
 */
export function DateTimeField({ value, onChange, clearable = true, ...rest }: Props) {
  const { t, i18n } = useTranslation('common');
  const lang = toDisplayLanguage(i18n.resolvedLanguage);
  const field = typeof rest.label === 'string' ? rest.label : '';
  return (
    <DateTimePicker
      {...rest}
      value={toPickerDateTime(value ?? '')}
      onChange={(next) => onChange(fromPickerDateTime(next))}
      valueFormat={DATE_TIME_INPUT_FORMAT[lang]}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': t('dialog.clearField', { field }) }}
      timePickerProps={{
        format: '24h',
        hoursInputLabel: t('a11y.hours'),
        minutesInputLabel: t('a11y.minutes'),
        hoursPlaceholder: '--',
        minutesPlaceholder: '--',
      }}
      submitButtonProps={{ 'aria-label': t('a11y.applyDateTime') }}
    />
  );
}

import { TimePicker } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TimeFieldProps {
  label?: string;
  'aria-label'?: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: ReactNode;
}

/**
 * HH:mm on a 24-hour clock in every language (the native time input follows the browser's
 * language and may show AM/PM to German users).
 */
export function TimeField({ label, value, onChange, disabled, error, ...rest }: TimeFieldProps) {
  const { t } = useTranslation('adminOpeningHours');
  return (
    <TimePicker
      label={label}
      aria-label={rest['aria-label']}
      format="24h"
      value={value}
      onChange={(next) => onChange(next.slice(0, 5))}
      disabled={disabled}
      error={error}
      hoursInputLabel={rest['aria-label'] ? `${rest['aria-label']}: ${t('hours')}` : t('hours')}
      minutesInputLabel={rest['aria-label'] ? `${rest['aria-label']}: ${t('minutes')}` : t('minutes')}
      hoursPlaceholder="--"
      minutesPlaceholder="--"
      w={120}
    />
  );
}

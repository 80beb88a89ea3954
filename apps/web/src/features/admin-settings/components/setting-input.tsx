import { MultiSelect, NumberInput, Select, Switch, TagsInput, TextInput } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { SettingDefinition } from '../api/get-settings';
import { useSettingTexts } from '../hooks/use-setting-texts';
import { type FieldValue, toFieldValue } from '../utils/setting-values';

export interface SettingInputProps {
  def: SettingDefinition;
  /** null = nothing stored at this layer: the inherited value shows as placeholder or state. */
  value: FieldValue | null;
  /** What applies without a value at this layer (the tenant's value or the default). */
  inherited: unknown;
  onChange: (value: FieldValue | null) => void;
  label: string;
  description: string;
  error?: string;
}

/** What every input of an option gets: its label, description, error and the id a refused save focuses. */
interface CommonProps {
  label: string;
  description: string;
  error?: string;
  id: string;
}
type Options = { value: string; label: string }[];

/** An array option: a multi-select of the allowed values, else free tags. */
function ArraySettingInput({
  common,
  options,
  shown,
  value,
  placeholder,
  onChange,
}: {
  common: CommonProps;
  options: Options;
  shown: FieldValue;
  value: FieldValue | null;
  placeholder: string;
  onChange: (value: FieldValue | null) => void;
}) {
  const { t } = useTranslation('adminSettings');
  const items = Array.isArray(shown) ? shown : [];
  if (options.length > 0) {
    return <MultiSelect {...common} data={options} value={items} onChange={onChange} clearable />;
  }
  return (
    <TagsInput
      {...common}
      value={Array.isArray(value) ? value : []}
      onChange={onChange}
      placeholder={value === null ? placeholder : t('addItem')}
      clearable
    />
  );
}

/** A time option (HH:mm) in 24-hour fields of their own, the inherited time as placeholder. */
function TimeSettingInput({
  common,
  value,
  inherited,
  onChange,
}: {
  common: CommonProps;
  value: FieldValue | null;
  inherited: unknown;
  onChange: (value: FieldValue | null) => void;
}) {
  const { t } = useTranslation('adminSettings');
  // 24-hour fields of their own (no AM/PM from the browser's locale); the default as placeholder.
  const [hours, minutes] = String(inherited).split(':');
  return (
    <TimePicker
      {...common}
      format="24h"
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onChange(next === '' ? null : next.slice(0, 5))}
      hoursPlaceholder={hours}
      minutesPlaceholder={minutes}
      hoursInputLabel={t('hours')}
      minutesInputLabel={t('minutes')}
      clearable
    />
  );
}

/** One typed input per option type (spec 5: number, boolean, string, time HH:mm, array). */
export function SettingInput({
  def,
  value,
  inherited,
  onChange,
  label,
  description,
  error,
}: SettingInputProps) {
  const { valueLabel, valueText } = useSettingTexts();
  const shown = value ?? toFieldValue(def, inherited);
  const placeholder = valueText(def, inherited);
  const common = { label, description, error, id: `setting-${def.key}` };
  const options = (def.allowed ?? []).map((v) => ({ value: String(v), label: valueLabel(def.key, v) }));

  if (def.type === 'boolean') {
    return (
      <Switch {...common} checked={shown === true} onChange={(e) => onChange(e.currentTarget.checked)} />
    );
  }
  if (def.type === 'array') {
    return (
      <ArraySettingInput
        common={common}
        options={options}
        shown={shown}
        value={value}
        placeholder={placeholder}
        onChange={onChange}
      />
    );
  }
  if (options.length > 0) {
    return (
      <Select
        {...common}
        data={options}
        value={value === null ? null : String(value)}
        placeholder={valueLabel(def.key, String(inherited))}
        onChange={(next) => onChange(next === null ? null : def.type === 'number' ? Number(next) : next)}
        clearable
      />
    );
  }
  if (def.type === 'number') {
    return (
      <NumberInput
        {...common}
        value={typeof value === 'number' ? value : ''}
        onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        // No clamping (issue 14 point 7): −5 stays −5 and is refused at the field, not saved as 0.
        clampBehavior="none"
        min={def.min}
        max={def.max}
        placeholder={placeholder}
        allowDecimal={false}
        thousandSeparator={false}
      />
    );
  }
  if (def.type === 'time') {
    return <TimeSettingInput common={common} value={value} inherited={inherited} onChange={onChange} />;
  }
  return (
    <TextInput
      {...common}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value)}
      placeholder={placeholder}
    />
  );
}

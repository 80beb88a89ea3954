import { Input, InputBase } from '@mantine/core';
import type { DatePickerInputProps } from '@mantine/dates';
import { type ComponentType, type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = DatePickerInputProps<'default'>;

/** The value as the calendar's input will show it: de 24.11.2026, en 24 Nov 2026 (DATE_INPUT_FORMAT). */
function shownDate(value: string, language: string | undefined): string {
  const date = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return language === 'en'
    ? new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(date)
    : new Intl.DateTimeFormat('de-DE', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(date);
}
type Picker = ComponentType<Props & { ref?: Ref<HTMLButtonElement> }>;

let loaded: Picker | null = null;
let loading: Promise<Picker> | null = null;

function loadPicker(): Promise<Picker> {
  loading ??= import('./date-picker-input-loaded').then((module) => {
    loaded = module.DatePickerInput as Picker;
    return loaded;
  });
  return loading;
}

/**
 * Mantine's DatePickerInput for a page of the first screen (issue 14): the field renders at once
 * as the same input (label, value as DATE_INPUT_FORMAT shows it, error), and the calendar's code (~15 KB gzip)
 * loads when the pointer or focus comes near it; a click opens the calendar as soon as it is there.
 * Same props as DatePickerInput (single date).
 */
export function LazyDatePickerInput(props: Props) {
  const { i18n } = useTranslation();
  const [RealPicker, setRealPicker] = useState<Picker | null>(() => loaded);
  const openWhenLoaded = useRef(false);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!RealPicker || !openWhenLoaded.current) return;
    openWhenLoaded.current = false;
    ref.current?.focus();
    ref.current?.click();
  }, [RealPicker]);
  if (RealPicker) return <RealPicker {...props} ref={ref} />;

  const load = () => {
    void loadPicker().then((picker) => setRealPicker(() => picker));
  };
  const { label, description, error, required, withAsterisk, leftSection, w, size, disabled, placeholder } =
    props;
  const shown =
    typeof props.value === 'string' && props.value ? shownDate(props.value, i18n.resolvedLanguage) : null;
  return (
    <InputBase
      component="button"
      type="button"
      label={label}
      description={description}
      error={error}
      required={required}
      withAsterisk={withAsterisk}
      leftSection={leftSection}
      w={w}
      size={size}
      disabled={disabled}
      aria-haspopup="dialog"
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        openWhenLoaded.current = true;
        load();
      }}
    >
      {shown ?? <Input.Placeholder>{placeholder}</Input.Placeholder>}
    </InputBase>
  );
}

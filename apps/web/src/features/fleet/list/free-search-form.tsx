import { Button, Group, NativeSelect, Paper, Text } from '@mantine/core';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDatePickerInput } from '@/components/lazy-date-picker-input';
import { DATE_INPUT_FORMAT } from '@/lib/format-date';
import { useMe } from '@/lib/session';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { timeChoices } from '../booking/booking-form-model';
import { type SearchInput, searchWindow } from './vehicle-list-model';

interface FreeSearchFormProps {
  initial: SearchInput;
  /** A search is applied (the list shows availability). */
  active: boolean;
  onSearch: (input: SearchInput) => void;
  onClear: () => void;
}

/** The search's input, the time choices of the tenant's step, and the check before it is sent. */
function useFreeSearchForm(initial: SearchInput, onSearch: (input: SearchInput) => void) {
  const { t } = useTranslation('fleet');
  const [input, setInput] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const { data: me } = useMe();
  const step = Number(me?.settings?.['vehicles.bookingStepMinutes'] ?? 15);
  const times = useMemo(() => {
    const choices = timeChoices(step);
    // A time from the URL off the step stays choosable.
    for (const kept of [input.from, input.to]) if (kept && !choices.includes(kept)) choices.push(kept);
    return choices.sort();
  }, [step, input.from, input.to]);
  const set = (key: keyof SearchInput) => (value: string | null) =>
    setInput((current) => ({ ...current, [key]: value ?? '' }));
  const invalid = useFocusFirstInvalid();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = searchWindow(input);
    if (!checked.ok) {
      setError(t(`search.${checked.error}`));
      invalid.focusFirstInvalid();
      return;
    }
    setError(null);
    onSearch(input);
  };
  return { input, error, times, set, invalid, submit };
}

/** The from and to time selects; an empty choice is offered until a time is picked. */
function TimeSelects({
  input,
  times,
  set,
}: {
  input: SearchInput;
  times: string[];
  set: (key: keyof SearchInput) => (value: string | null) => void;
}) {
  const { t } = useTranslation('fleet');
  return (
    <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 auto' }} maw={{ xs: 260 }}>
      <NativeSelect
        label={t('search.from')}
        data={input.from ? times : ['', ...times]}
        value={input.from}
        onChange={(event) => set('from')(event.currentTarget.value)}
        required
        style={{ flex: 1 }}
      />
      <NativeSelect
        label={t('search.to')}
        data={input.to ? times : ['', ...times]}
        value={input.to}
        onChange={(event) => set('to')(event.currentTarget.value)}
        required
        style={{ flex: 1 }}
      />
    </Group>
  );
}

/** "Frei zwischen … und …": a Berlin date and from/to times; checked before it is sent. */
export function FreeSearchForm({ initial, active, onSearch, onClear }: FreeSearchFormProps) {
  const { t, i18n } = useTranslation('fleet');
  const lang = i18n.language === 'en' ? 'en' : 'de';
  const legendId = useId();
  const { input, error, times, set, invalid, submit } = useFreeSearchForm(initial, onSearch);
  return (
    <Paper
      withBorder
      p="sm"
      ref={invalid.ref}
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby={legendId}
    >
      <Text fw={600} id={legendId} mb={4}>
        {t('search.legend')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <LazyDatePickerInput
          label={t('search.date')}
          value={input.date || null}
          onChange={set('date')}
          valueFormat={DATE_INPUT_FORMAT[lang]}
          leftSection={<IconCalendar size={16} aria-hidden="true" />}
          required
          w={{ base: '100%', xs: 170 }}
          error={error === t('search.invalidDate') ? error : undefined}
        />
        <TimeSelects input={input} times={times} set={set} />
        <Group gap="xs">
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
            {t('search.submit')}
          </Button>
          {active && (
            <Button variant="subtle" onClick={onClear}>
              {t('search.clear')}
            </Button>
          )}
        </Group>
      </Group>
      {error && error !== t('search.invalidDate') && (
        <Text c="red.8" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}

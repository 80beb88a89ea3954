import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SearchInput, searchWindow } from './vehicle-list-model';

interface FreeSearchFormProps {
  initial: SearchInput;
  /** A search is applied (the list shows availability). */
  active: boolean;
  onSearch: (input: SearchInput) => void;
  onClear: () => void;
}

/** "Frei zwischen … und …": a Berlin date and from/to times; checked before it is sent. */
export function FreeSearchForm({ initial, active, onSearch, onClear }: FreeSearchFormProps) {
  const { t } = useTranslation('fleet');
  const legendId = useId();
  const [input, setInput] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof SearchInput) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setInput((current) => ({ ...current, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = searchWindow(input);
    if (!checked.ok) {
      setError(t(`search.${checked.error}`));
      return;
    }
    setError(null);
    onSearch(input);
  };
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} noValidate aria-labelledby={legendId}>
      <Text fw={600} id={legendId} mb={4}>
        {t('search.legend')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('search.date')}
          value={input.date}
          onChange={set('date')}
          required
          w={{ base: '100%', xs: 170 }}
          error={error === t('search.invalidDate') ? error : undefined}
        />
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 auto' }} maw={{ xs: 260 }}>
          <TextInput
            type="time"
            label={t('search.from')}
            value={input.from}
            onChange={set('from')}
            required
            style={{ flex: 1 }}
          />
          <TextInput
            type="time"
            label={t('search.to')}
            value={input.to}
            onChange={set('to')}
            required
            style={{ flex: 1 }}
          />
        </Group>
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

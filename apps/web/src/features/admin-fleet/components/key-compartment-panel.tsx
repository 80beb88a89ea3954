import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyCompartment, useSaveKeyCompartment } from '../api/office-locker';

/**
 * The vehicle's key compartment at the key hand-over terminal (ADR 0009 gap 7). Empty means the
 * terminal does not offer this vehicle and its drivers see no key code.
 */
export function KeyCompartmentPanel({ vehicleId, disabled }: { vehicleId: string; disabled?: boolean }) {
  const { t } = useTranslation('adminOfficeLocker');
  const query = useKeyCompartment(vehicleId);
  const save = useSaveKeyCompartment(vehicleId);
  const [value, setValue] = useState('');
  useEffect(() => setValue(query.data?.keyCompartment ?? ''), [query.data]);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(value.trim() || null);
      }}
    >
      <Stack gap="sm" maw={480}>
        <Text c="dimmed">{t('compartment.intro')}</Text>
        <Group align="flex-end">
          <TextInput
            label={t('compartment.label')}
            description={t('compartment.hint')}
            maxLength={20}
            value={value}
            disabled={disabled || query.isPending}
            onChange={(e) => {
              save.reset();
              setValue(e.currentTarget.value);
            }}
            error={save.error?.message}
          />
          <Button type="submit" loading={save.isPending} disabled={disabled}>
            {t('compartment.save')}
          </Button>
        </Group>
        <div aria-live="polite">
          {save.isSuccess && (
            <Alert color="green" variant="light">
              {save.data.keyCompartment
                ? t('compartment.saved', { compartment: save.data.keyCompartment })
                : t('compartment.cleared')}
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  );
}

/** The tab's label on the vehicle page ("Schlüsselfach" / "Key compartment"). */
export function KeyCompartmentTabLabel() {
  const { t } = useTranslation('adminOfficeLocker');
  return <>{t('compartment.label')}</>;
}

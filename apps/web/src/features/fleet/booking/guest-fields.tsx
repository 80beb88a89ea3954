import { GUEST_LIMITS } from '@buchbar/domain/fleet/guests';
import { Fieldset, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GuestFormValues } from './guest-form-model';

type GuestErrors = Partial<Record<'name' | 'email' | 'notes', string>>;

/**
 * "For a guest" in the booking dialog (issue 11 point 6): a switch, then the guest's name,
 * e-mail and notes with the server's refusals at each field. The guest gets the link by mail.
 */
export function GuestFields({
  value,
  errors,
  onChange,
}: {
  value: GuestFormValues;
  errors: GuestErrors;
  onChange: (next: GuestFormValues, changed: keyof GuestFormValues) => void;
}) {
  const { t } = useTranslation('fleetGuests');
  const set = <K extends keyof GuestFormValues>(key: K, v: GuestFormValues[K]) =>
    onChange({ ...value, [key]: v }, key);
  return (
    <Stack gap="xs">
      <Switch
        label={t('dialog.forGuest')}
        description={t('dialog.forGuestHelp')}
        checked={value.on}
        onChange={(event) => set('on', event.currentTarget.checked)}
      />
      {value.on && (
        <Fieldset
          legend={t('dialog.legend')}
          variant="unstyled"
          styles={{ legend: { fontWeight: 600, marginBottom: 4 } }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('dialog.name')}
              value={value.name}
              onChange={(event) => set('name', event.currentTarget.value)}
              error={errors.name}
              maxLength={GUEST_LIMITS.nameMaxLength}
              autoComplete="off"
              required
            />
            <TextInput
              label={t('dialog.email')}
              type="email"
              value={value.email}
              onChange={(event) => set('email', event.currentTarget.value)}
              error={errors.email}
              maxLength={GUEST_LIMITS.emailMaxLength}
              autoComplete="off"
              required
            />
            <Textarea
              label={t('dialog.notes')}
              value={value.notes}
              onChange={(event) => set('notes', event.currentTarget.value)}
              error={errors.notes}
              maxLength={GUEST_LIMITS.notesMaxLength}
              autosize
              minRows={2}
              maxRows={5}
            />
            <Text size="sm" c="dimmed">
              {t('dialog.linkHint')}
            </Text>
          </Stack>
        </Fieldset>
      )}
    </Stack>
  );
}

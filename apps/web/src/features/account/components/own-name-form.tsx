import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFieldErrors } from '@/lib/form-errors';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import type { OwnProfile } from '../api/own-profile';
import { useRenameSelf } from '../api/own-profile';

const MAX = 100;

/** Name and address of the signed-in user; the name can be changed here (issue 14 point 8). */
export function OwnNameForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('account');
  const rename = useRenameSelf();
  const [editing, setEditing] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { firstName: profile.firstName, lastName: profile.lastName },
    validate: {
      firstName: (v) =>
        !v.trim() ? t('profile.required') : v.trim().length > MAX ? t('profile.tooLong') : null,
      lastName: (v) =>
        !v.trim() ? t('profile.required') : v.trim().length > MAX ? t('profile.tooLong') : null,
    },
  });
  const invalid = useFocusFirstInvalid();
  const submit = form.onSubmit(
    (v) =>
      rename.mutate(
        { firstName: v.firstName.trim(), lastName: v.lastName.trim() },
        {
          onSuccess: () => setEditing(false),
          onError: (error) => invalid.setFieldErrors(form, toFieldErrors(error)),
        },
      ),
    invalid.onValidationFailure,
  );
  const start = () => {
    form.setValues({ firstName: profile.firstName, lastName: profile.lastName });
    form.clearErrors();
    rename.reset();
    setEditing(true);
  };
  return (
    <Stack gap="sm" maw={560}>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={160}>{t('name')}</Table.Th>
            <Table.Td data-testid="own-name">
              {profile.firstName} {profile.lastName}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('email')}</Table.Th>
            <Table.Td>
              {profile.email}
              {profile.pendingEmail && (
                <Text size="sm" c="dimmed">
                  {t('profile.pending', { email: profile.pendingEmail })}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <div aria-live="polite">
        {rename.isSuccess && !editing && <Alert color="green">{t('profile.saved')}</Alert>}
        {rename.error && Object.keys(toFieldErrors(rename.error)).length === 0 && (
          <Alert color="red" title={t('profile.failed')}>
            {rename.error.message}
          </Alert>
        )}
      </div>
      {editing ? (
        <form ref={invalid.ref} onSubmit={submit} noValidate aria-label={t('profile.edit')}>
          <Stack gap="sm" maw={420}>
            <TextInput
              label={t('profile.firstName')}
              autoComplete="given-name"
              required
              maxLength={MAX}
              data-autofocus
              key={form.key('firstName')}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('profile.lastName')}
              autoComplete="family-name"
              required
              maxLength={MAX}
              key={form.key('lastName')}
              {...form.getInputProps('lastName')}
            />
            <Group gap="sm">
              <Button type="submit" loading={rename.isPending}>
                {t('profile.save')}
              </Button>
              <Button variant="default" onClick={() => setEditing(false)}>
                {t('profile.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Button variant="light" onClick={start} style={{ alignSelf: 'flex-start' }}>
          {t('profile.edit')}
        </Button>
      )}
    </Stack>
  );
}

import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFieldErrors } from '@/lib/form-errors';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import type { OwnProfile } from '../api/own-profile';
import { useRenameSelf } from '../api/own-profile';
import { FormStatus } from './form-status';

const MAX = 100;

const nameRule = (required: string, tooLong: string) => (v: string) =>
  !v.trim() ? required : v.trim().length > MAX ? tooLong : null;

/** Name and address of the signed-in user; the name can be changed here (issue 14 point 8). */
export function OwnNameForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('account');
  const rename = useRenameSelf();
  const [editing, setEditing] = useState(false);
  const start = () => {
    rename.reset();
    setEditing(true);
  };
  return (
    <Stack gap="sm" maw={560}>
      <ProfileTable profile={profile} />
      <FormStatus
        errorTitle={t('profile.failed')}
        errorMessage={
          rename.error && Object.keys(toFieldErrors(rename.error)).length === 0 && rename.error.message
        }
        success={rename.isSuccess && !editing && t('profile.saved')}
      />
      {editing ? (
        <NameForm profile={profile} rename={rename} onClose={() => setEditing(false)} />
      ) : (
        <Button variant="light" onClick={start} style={{ alignSelf: 'flex-start' }}>
          {t('profile.edit')}
        </Button>
      )}
    </Stack>
  );
}

/** Name and e-mail address (with a change waiting for its confirmation). */
function ProfileTable({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('account');
  return (
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
  );
}

/** First and last name, opened with the current ones. */
function NameForm(props: {
  profile: OwnProfile;
  rename: ReturnType<typeof useRenameSelf>;
  onClose: () => void;
}) {
  const { profile, rename, onClose } = props;
  const { t } = useTranslation('account');
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { firstName: profile.firstName, lastName: profile.lastName },
    validate: {
      firstName: nameRule(t('profile.required'), t('profile.tooLong')),
      lastName: nameRule(t('profile.required'), t('profile.tooLong')),
    },
  });
  const invalid = useFocusFirstInvalid();
  const submit = form.onSubmit(
    (v) =>
      rename.mutate(
        { firstName: v.firstName.trim(), lastName: v.lastName.trim() },
        {
          onSuccess: onClose,
          onError: (error) => invalid.setFieldErrors(form, toFieldErrors(error)),
        },
      ),
    invalid.onValidationFailure,
  );
  return (
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
          <Button variant="default" onClick={onClose}>
            {t('profile.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

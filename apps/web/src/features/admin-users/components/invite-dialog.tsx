import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generalErrorMessage, toFieldErrors } from '@/lib/form-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useErrorsFollowLanguage } from '@/lib/use-errors-follow-language';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useCreateUser } from '../api/save-user';
import { EMPTY_USER_FORM, refusalMessage, toUserCreate, type UserFormValues } from '../utils/user-form';
import { useUserValidation } from './use-user-validation';
import { UserFormFields } from './user-form-fields';

interface InviteDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** "Benutzer einladen": creates the user, who gets a mail to set a password. */
export function InviteDialog({ opened, onClose }: InviteDialogProps) {
  const { t } = useTranslation(['adminUsers', 'admin']);
  const create = useCreateUser();
  const form = useForm<UserFormValues>({ initialValues: EMPTY_USER_FORM, validate: useUserValidation() });
  useErrorsFollowLanguage(form);
  const [refusal, setRefusal] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    if (opened) form.reset();
    setRefusal(undefined);
  }, [opened]);

  const invalid = useFocusFirstInvalid();
  const submit = form.onSubmit((values) => {
    setRefusal(undefined);
    create.mutate(toUserCreate(values), {
      onSuccess: (user) => {
        notifySuccess(t('invited'), t('invitedText', { email: user.email }));
        onClose();
      },
      onError: (failure) => {
        const refused = refusalMessage(failure);
        if (refused) {
          setRefusal(refused);
          return;
        }
        invalid.setFieldErrors(form, toFieldErrors(failure));
        if (generalErrorMessage(failure)) notifyFailure(t('admin:actions.failed'), failure);
      },
    });
  }, invalid.onValidationFailure);

  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={t('inviteTitle')}>
      <form ref={invalid.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('inviteHint')}
          </Text>
          {refusal && (
            <Alert color="red" role="alert" title={t('refusedTitle')}>
              {refusal}
            </Alert>
          )}
          <UserFormFields form={form} mode="invite" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin:actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('sendInvite')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

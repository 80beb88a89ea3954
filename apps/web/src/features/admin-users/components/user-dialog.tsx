import { Alert, Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generalErrorMessage, toFieldErrors } from '@/lib/form-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useErrorsFollowLanguage } from '@/lib/use-errors-follow-language';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useUser } from '../api/get-users';
import { useResendInvitation, useUpdateUser } from '../api/save-user';
import {
  EMPTY_USER_FORM,
  pendingEmailAfterSave,
  refusalMessage,
  toUserFormValues,
  toUserUpdate,
  type UserFormValues,
} from '../utils/user-form';
import { useUserValidation } from './use-user-validation';
import { UserFormFields } from './user-form-fields';

interface UserDialogProps {
  userId: string | undefined;
  onClose: () => void;
}

/** The dialog's user query, form (loaded when the user arrives), refusal and save of the changed fields. */
function useUserDialog(userId: string | undefined, onClose: () => void) {
  const { t } = useTranslation(['adminUsers', 'admin', 'common']);
  const { data: user, isPending, error } = useUser(userId);
  const update = useUpdateUser();
  const form = useForm<UserFormValues>({ initialValues: EMPTY_USER_FORM, validate: useUserValidation() });
  useErrorsFollowLanguage(form);
  /** A 403 refusal (grants beyond one's own, a stronger user, own grants) shown in the form. */
  const [refusal, setRefusal] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: load the form when the user (re)arrives
  useEffect(() => {
    if (user) {
      form.setInitialValues(toUserFormValues(user));
      form.setValues(toUserFormValues(user));
    }
    form.clearErrors();
    setRefusal(undefined);
  }, [user]);

  const invalid = useFocusFirstInvalid();
  const submit = form.onSubmit((values) => {
    if (!user) return;
    setRefusal(undefined);
    const changes = toUserUpdate(values, toUserFormValues(user));
    if (Object.keys(changes).length === 0) {
      notifySuccess(t('admin:actions.saved'), t('nothingChanged'));
      onClose();
      return;
    }
    update.mutate(
      { id: user.id, update: changes },
      {
        onSuccess: (saved) => {
          notifySuccess(
            t('admin:actions.saved'),
            t('savedText', { name: `${saved.firstName} ${saved.lastName}` }),
          );
          const pending = pendingEmailAfterSave(changes, saved);
          if (pending) notifySuccess(t('emailPendingTitle'), t('emailPendingText', { email: pending }));
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
      },
    );
  }, invalid.onValidationFailure);
  return { user, isPending, error, update, form, refusal, invalid, submit };
}

/** An invited user who has not signed in yet: a hint and the button that sends the invitation again. */
function ResendInvitationNotice({ user, name }: { user: { id: string; email: string }; name: string }) {
  const { t } = useTranslation(['adminUsers', 'admin', 'common']);
  const resend = useResendInvitation();
  return (
    <Alert color="indigo" title={t('invitedBadge')}>
      <Stack gap="xs" align="flex-start">
        {t('resendInvitationHint', { name })}
        <Button
          size="xs"
          variant="light"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(user.id, {
              onSuccess: () =>
                notifySuccess(t('invitationSentTitle'), t('invitationSentText', { email: user.email })),
              onError: (failure) => notifyFailure(t('admin:actions.failed'), failure),
            })
          }
        >
          {t('resendInvitation')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The spec's "admin user" modal: loads the user, saves only the changed fields. */
export function UserDialog({ userId, onClose }: UserDialogProps) {
  const { t } = useTranslation(['adminUsers', 'admin', 'common']);
  const { user, isPending, error, update, form, refusal, invalid, submit } = useUserDialog(userId, onClose);
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  return (
    <Modal opened={userId !== undefined} onClose={onClose} size="xl" title={t('editTitle', { name })}>
      {isPending && userId !== undefined && (
        <Center py="xl">
          <Loader aria-label={t('common:loading.data')} />
        </Center>
      )}
      {error && (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          {error.message}
        </Alert>
      )}
      {user && (
        <form ref={invalid.ref} onSubmit={submit} noValidate>
          <Stack gap="md">
            {refusal && (
              <Alert color="red" role="alert" title={t('refusedTitle')}>
                {refusal}
              </Alert>
            )}
            {user.invited && user.status === 'aktiv' && <ResendInvitationNotice user={user} name={name} />}
            <UserFormFields form={form} mode="edit" pendingEmail={user.pendingEmail} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('admin:actions.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t('admin:actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

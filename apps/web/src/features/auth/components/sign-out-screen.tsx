import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isSignedOutAnyway, useSignOut } from '../api/sign-out';

/** Signs out on arrival, forgets every cached answer and continues to /login. */
export function SignOutScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const started = useRef(false);

  const finish = useCallback(() => {
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [queryClient, navigate]);

  const run = useCallback(() => {
    signOut.mutate(undefined, {
      onSuccess: finish,
      onError: (error) => {
        if (isSignedOutAnyway(error)) finish();
      },
    });
  }, [signOut.mutate, finish]);

  // The ref keeps React's development double-invocation of effects from signing out twice.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, [run]);

  if (signOut.isError && !isSignedOutAnyway(signOut.error)) {
    return (
      <Stack gap="md">
        <Alert color="red" title={t('logout.failed')} role="alert">
          {signOut.error.message}
        </Alert>
        <Group>
          <Button onClick={run}>{t('logout.retry')}</Button>
          <Button variant="default" onClick={finish}>
            {t('logout.toLogin')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden="true" />
      <Text>{t('logout.inProgress')}</Text>
    </Group>
  );
}

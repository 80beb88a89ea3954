import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Logo } from '@/components/logo';
import { PageTitle } from '@/components/page-title';
import { isApiError } from '@/lib/api-error';
import { checkOutAtLocker, getLockerTerminal, lookupLockerCode } from '../api/locker-terminal';
import type { LockerReturnForm, TripEntryInputShape } from '../api/types';
import { useIdleCountdown } from '../hooks/use-idle-countdown';
import { CodeEntry } from './code-entry';
import { CompartmentNotice } from './compartment-notice';
import { ReturnForm } from './return-form';

/** Seconds without input before the terminal returns to its start (ADR 0009 gap 7). */
export const LOCKER_IDLE_SECONDS = 60;

type Screen =
  | { kind: 'entry' }
  | { kind: 'pickup'; compartment: string }
  | { kind: 'return'; code: string; compartment: string; form: LockerReturnForm }
  | { kind: 'returned'; compartment: string };

/**
 * /officelocker?token=…: the key hand-over terminal beside the key cabinet (issue 11 point 7).
 * A driver enters the trip's code and is told the key compartment (pick-up) or fills in the
 * check-out and then puts the key back (return). The screen never shows a name, and it returns
 * to its start after 60 seconds without input.
 */
export function OfficeLockerPage() {
  const { t, i18n } = useTranslation('officeLocker');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const terminal = useQuery({
    queryKey: ['office-locker', 'terminal', token],
    queryFn: ({ signal }) => getLockerTerminal(token, signal),
    enabled: token !== '',
    retry: (count, error) => !(isApiError(error) && error.status === 401) && count < 3,
  });
  const [screen, setScreen] = useState<Screen>({ kind: 'entry' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const restart = useCallback(() => {
    setScreen({ kind: 'entry' });
    setCode('');
    setError(null);
  }, []);
  const idle = screen.kind !== 'entry' || code !== '' || error !== null;
  const left = useIdleCountdown(idle, LOCKER_IDLE_SECONDS, restart);

  const submitCode = async () => {
    setBusy(true);
    setError(null);
    try {
      const step = await lookupLockerCode(token, code);
      if (step.step === 'pickup') setScreen({ kind: 'pickup', compartment: step.compartment });
      else if (step.form) setScreen({ kind: 'return', code, compartment: step.compartment, form: step.form });
      setCode('');
    } catch (err) {
      setError(err instanceof Error ? err.message : t('code.unknown'));
    } finally {
      setBusy(false);
    }
  };

  const submitReturn = async (entry: TripEntryInputShape) => {
    if (screen.kind !== 'return') return;
    setBusy(true);
    try {
      const done = await checkOutAtLocker(token, screen.code, entry);
      setScreen({ kind: 'returned', compartment: done.compartment });
    } catch (err) {
      if (isApiError(err) && err.status !== 422) {
        restart();
        setError(err.message);
        return;
      }
      throw err;
    } finally {
      setBusy(false);
    }
  };

  const language = (
    <SegmentedControl
      size="md"
      value={i18n.resolvedLanguage === 'en' ? 'en' : 'de'}
      onChange={(v) => void i18n.changeLanguage(v)}
      aria-label={t('language')}
      data={[
        { value: 'de', label: 'Deutsch' },
        { value: 'en', label: 'English' },
      ]}
    />
  );

  if (!token || terminal.isError) {
    const kind = !token
      ? 'missing'
      : isApiError(terminal.error) && terminal.error.status === 401
        ? 'invalid'
        : 'failed';
    return (
      <Center mih="100vh" p="xl">
        <Stack align="center" gap="lg" maw={720} ta="center">
          <PageTitle title={t('pageTitle')} />
          <Logo size="lg" />
          <Title order={1}>{t('heading')}</Title>
          <Alert color={kind === 'missing' ? 'blue' : 'red'} variant="light" role="alert" fz="lg" ta="left">
            {t(`messages.${kind}`)}
          </Alert>
          {language}
        </Stack>
      </Center>
    );
  }
  if (!terminal.data)
    return (
      <Center mih="100vh" aria-busy="true">
        <Loader size="xl" aria-label={t('loading')} />
      </Center>
    );

  return (
    <Box p={{ base: 'md', sm: 'xl' }} mih="100vh" maw={1100} mx="auto">
      <PageTitle title={t('pageTitle')} />
      <Stack gap="xl">
        <Group justify="space-between" wrap="wrap" gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconKey size={40} aria-hidden="true" />
            <Title order={1} fz="clamp(1.8rem, 4vw, 3rem)">
              {t('heading')}
            </Title>
          </Group>
          {language}
        </Group>
        {screen.kind === 'entry' && (
          <Stack gap="md">
            <Text fz="xl">{t('intro')}</Text>
            <CodeEntry code={code} onChange={setCode} onSubmit={submitCode} busy={busy} error={error} />
          </Stack>
        )}
        {screen.kind === 'pickup' && <CompartmentNotice kind="pickup" compartment={screen.compartment} />}
        {screen.kind === 'return' && (
          <Stack gap="md">
            <Title order={2}>{t('return.heading')}</Title>
            <Text fz="lg">{t('return.intro')}</Text>
            <ReturnForm form={screen.form} busy={busy} onSubmit={submitReturn} onCancel={restart} />
          </Stack>
        )}
        {screen.kind === 'returned' && <CompartmentNotice kind="returned" compartment={screen.compartment} />}
        {idle && (
          <Group justify="space-between" wrap="wrap">
            <Text fz="lg" aria-live="off" data-testid="locker-countdown">
              {t('countdown', { seconds: left })}
            </Text>
            {screen.kind !== 'return' && (
              <Button size="lg" variant="default" onClick={restart}>
                {t('done')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Box>
  );
}

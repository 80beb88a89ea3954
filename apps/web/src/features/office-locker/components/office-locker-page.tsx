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
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Logo } from '@/components/logo';
import { PageTitle } from '@/components/page-title';
import { isApiError } from '@/lib/api-error';
import { useLockerTerminal } from '../hooks/use-locker-terminal';
import { CodeEntry } from './code-entry';
import { CompartmentNotice } from './compartment-notice';
import { ReturnForm } from './return-form';

/**
 * /officelocker?token=…: the key hand-over terminal beside the key cabinet (issue 11 point 7).
 * A driver enters the trip's code and is told the key compartment (pick-up) or fills in the
 * check-out and then puts the key back (return). The screen never shows a name, and it returns
 * to its start after 60 seconds without input.
 */
export function OfficeLockerPage() {
  const { t } = useTranslation('officeLocker');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const locker = useLockerTerminal(token);
  const { terminal, screen, idle } = locker;
  if (!token || terminal.isError) {
    const kind = !token
      ? 'missing'
      : isApiError(terminal.error) && terminal.error.status === 401
        ? 'invalid'
        : 'failed';
    return <TerminalMessage kind={kind} />;
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
          <TerminalLanguage />
        </Group>
        <TerminalScreen locker={locker} />
        {idle && (
          <Group justify="space-between" wrap="wrap">
            <Text fz="lg" aria-live="off" data-testid="locker-countdown">
              {t('countdown', { seconds: locker.left })}
            </Text>
            {screen.kind !== 'return' && (
              <Button size="lg" variant="default" onClick={locker.restart}>
                {t('done')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Box>
  );
}

/** The screen of the moment: code entry, pick-up, the return's form, or "put the key back". */
function TerminalScreen({ locker }: { locker: ReturnType<typeof useLockerTerminal> }) {
  const { t } = useTranslation('officeLocker');
  const { screen } = locker;
  switch (screen.kind) {
    case 'entry':
      return (
        <Stack gap="md">
          <Text fz="xl">{t('intro')}</Text>
          <CodeEntry
            code={locker.code}
            onChange={locker.setCode}
            onSubmit={locker.submitCode}
            busy={locker.busy}
            error={locker.error}
          />
        </Stack>
      );
    case 'pickup':
      return <CompartmentNotice kind="pickup" compartment={screen.compartment} />;
    case 'return':
      return (
        <Stack gap="md">
          <Title order={2}>{t('return.heading')}</Title>
          <Text fz="lg">{t('return.intro')}</Text>
          <ReturnForm
            form={screen.form}
            busy={locker.busy}
            onSubmit={locker.submitReturn}
            onCancel={locker.restart}
          />
        </Stack>
      );
    case 'returned':
      return <CompartmentNotice kind="returned" compartment={screen.compartment} />;
  }
}

/** Without a valid token: what is wrong, in the terminal's large type. */
function TerminalMessage({ kind }: { kind: 'missing' | 'invalid' | 'failed' }) {
  const { t } = useTranslation('officeLocker');
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="lg" maw={720} ta="center">
        <PageTitle title={t('pageTitle')} />
        <Logo size="lg" />
        <Title order={1}>{t('heading')}</Title>
        <Alert color={kind === 'missing' ? 'blue' : 'red'} variant="light" role="alert" fz="lg" ta="left">
          {t(`messages.${kind}`)}
        </Alert>
        <TerminalLanguage />
      </Stack>
    </Center>
  );
}

/** Deutsch / English for the person at the terminal. */
function TerminalLanguage() {
  const { t, i18n } = useTranslation('officeLocker');
  return (
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
}

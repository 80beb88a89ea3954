import { Alert, Button, Group, List, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { type ReportList, useSendReport } from '../api/reports';
import {
  choiceDays,
  customError,
  periodName,
  type SendChoice,
  type SendPeriod,
  sendBody,
} from '../utils/send-period';

const CHOICES: SendChoice[] = ['current', 'previous', 'custom'];

/** The chosen period, its check and name, and the send that ends in a toast and a closed dialog. */
function useSendReportDialog(settings: ReportList['settings'], onClose: () => void) {
  const { t, i18n } = useTranslation('fleetReports');
  const lang = i18n.resolvedLanguage ?? 'de';
  const send = useSendReport();
  const [period, setPeriod] = useState<SendPeriod>({ choice: 'current', from: '', to: '' });
  const invalid = customError(period);
  const days = choiceDays(period, settings.interval, Date.now());
  const name = invalid ? '' : periodName(days, period.choice === 'previous' ? settings.interval : null, lang);

  const close = () => {
    send.reset();
    onClose();
  };
  const confirm = () => {
    if (invalid) return;
    send.mutate(sendBody(period, settings.interval, Date.now()), {
      onSuccess: (report) => {
        notifySuccess(
          t('sent'),
          t('sentText', {
            period: periodName(report, null, lang),
            count: report.recipients.length,
          }),
        );
        close();
      },
      onError: (error) => notifyFailure(t('notSent'), error),
    });
  };
  return { send, period, setPeriod, invalid, name, close, confirm };
}

/** The chosen days of a custom period, with the problems of a missing or reversed range. */
function CustomPeriodFields({
  period,
  invalid,
  onChange,
}: {
  period: SendPeriod;
  invalid: ReturnType<typeof customError>;
  onChange: (period: SendPeriod) => void;
}) {
  const { t } = useTranslation('fleetReports');
  return (
    <SimpleGrid cols={2}>
      <DateField
        label={t('dialog.from')}
        value={period.from}
        onChange={(from) => onChange({ ...period, from })}
        error={invalid === 'missing' && !period.from ? t('dialog.missing') : undefined}
      />
      <DateField
        label={t('dialog.to')}
        value={period.to}
        onChange={(to) => onChange({ ...period, to })}
        error={
          invalid === 'reversed'
            ? t('dialog.reversed')
            : invalid === 'missing' && !period.to
              ? t('dialog.missing')
              : undefined
        }
      />
    </SimpleGrid>
  );
}

/** What will be sent: the period's name and the recipients' addresses. */
function SendSummary({ name, addresses }: { name: string; addresses: readonly string[] }) {
  const { t } = useTranslation('fleetReports');
  return (
    <div>
      <Text size="sm">{t('dialog.summary', { period: name })}</Text>
      <List size="sm" mt={4}>
        {addresses.map((a) => (
          <List.Item key={a} style={{ overflowWrap: 'anywhere' }}>
            {a}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/**
 * "Send now" (ADR 0015): the period (the current one up to today by default, the last completed
 * one, or chosen days), the recipients it goes to, and a confirmation. The server decides the
 * period's end with its own clock and refuses what does not fit (422, shown here and as a toast).
 */
export function SendReportDialog({
  opened,
  onClose,
  settings,
}: {
  opened: boolean;
  onClose: () => void;
  settings: ReportList['settings'];
}) {
  const { t } = useTranslation('fleetReports');
  const { send, period, setPeriod, invalid, name, close, confirm } = useSendReportDialog(settings, onClose);
  return (
    <Modal opened={opened} onClose={close} title={t('dialog.title')} centered>
      <Stack gap="md">
        <Radio.Group
          label={t('dialog.period')}
          value={period.choice}
          onChange={(v) => setPeriod((p) => ({ ...p, choice: v as SendChoice }))}
        >
          <Stack gap="xs" mt="xs">
            {CHOICES.map((c) => (
              <Radio key={c} value={c} label={t(`dialog.${c}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {period.choice === 'custom' && (
          <CustomPeriodFields period={period} invalid={invalid} onChange={setPeriod} />
        )}
        {!invalid && <SendSummary name={name} addresses={settings.addresses} />}
        {send.error && (
          <Alert color="red" role="alert">
            {send.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            {t('dialog.cancel')}
          </Button>
          <Button onClick={confirm} loading={send.isPending} disabled={invalid !== null}>
            {t('dialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

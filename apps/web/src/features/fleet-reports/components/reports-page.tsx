import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LabelledPagination } from '@/components/labelled-pagination';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format-date';
import { useMe } from '@/lib/session';
import { useUrlPage } from '@/lib/use-url-params';
import { REPORT_PAGE_SIZE, type ReportList, type ReportListItem, useReports } from '../api/reports';
import { periodName } from '../utils/send-period';
import { ReportFiles } from './report-files';
import { SendReportDialog } from './send-report-dialog';

/** Where the tenant administration changes recipients and interval (the settings page, tab vehicles). */
const SETTINGS_PATH = '/admin/einstellungen';

/**
 * `/fahrzeuge/berichte` (issue 13 point 5; ADR 0015): the report settings of the tenant, the
 * reports sent so far (period, kind, sent at, recipients, downloads) and "Send now" for holders
 * of fahrzeug_logbuch_report (the route guards the page, the server every call).
 */
export function ReportsPage() {
  const { t } = useTranslation('fleetReports');
  const [page, setPage] = useUrlPage();
  const reports = useReports(page);
  const [sending, setSending] = useState(false);
  const settings = reports.data?.settings;
  return (
    <Stack gap="md">
      <PageHeading
        title={t('title')}
        intro={t('intro')}
        action={
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => setSending(true)}
            disabled={!settings || settings.addresses.length === 0}
          >
            {t('sendNow')}
          </Button>
        }
      />
      <QueryState isPending={reports.isPending} />
      {reports.error && (
        <Alert color="red" role="alert">
          {reports.error.message}
        </Alert>
      )}
      {settings && <SettingsCard settings={settings} />}
      {reports.data && (
        <Stack gap="sm" component="section" aria-labelledby="reports-list-heading">
          <Title order={2} size="h3" id="reports-list-heading">
            {t('list.heading')}
          </Title>
          {reports.data.items.length === 0 ? (
            <Text c="dimmed">{t('list.empty')}</Text>
          ) : (
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {reports.data.items.map((r) => (
                <ReportCard key={r.id} report={r} />
              ))}
            </Stack>
          )}
          {reports.data.total > REPORT_PAGE_SIZE && (
            <LabelledPagination
              total={Math.ceil(reports.data.total / REPORT_PAGE_SIZE)}
              value={page}
              onChange={setPage}
            />
          )}
        </Stack>
      )}
      {settings && (
        <SendReportDialog opened={sending} onClose={() => setSending(false)} settings={settings} />
      )}
    </Stack>
  );
}

function SettingsCard({ settings }: { settings: ReportList['settings'] }) {
  const { t, i18n } = useTranslation('fleetReports');
  const lang = i18n.resolvedLanguage ?? 'de';
  const { data: me } = useMe();
  const mayChange = me?.permissions.includes('customizing_mandant_pflege') ?? false;
  return (
    <Card withBorder component="section" aria-labelledby="report-settings-heading">
      <Stack gap="xs">
        <Title order={2} size="h3" id="report-settings-heading">
          {t('settings.heading')}
        </Title>
        <Text size="sm" fw={600}>
          {t('settings.recipients')}
        </Text>
        {settings.addresses.length === 0 ? (
          <Text size="sm" c="red.9">
            {t('settings.noRecipients')}
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {settings.addresses.map((a) => (
              <List.Item key={a} style={{ overflowWrap: 'anywhere' }}>
                {a}
              </List.Item>
            ))}
          </List>
        )}
        <Text size="sm">
          <Text span fw={600}>
            {t('settings.interval')}:
          </Text>{' '}
          {t(`intervals.${settings.interval}`)}
        </Text>
        {settings.addresses.length > 0 && (
          <Text size="sm">
            <Text span fw={600}>
              {t('settings.next')}:
            </Text>{' '}
            {t('settings.nextText', {
              period: periodName(settings.next, settings.interval, lang),
              at: formatDateTime(settings.next.sendsAt, lang),
            })}
          </Text>
        )}
        {mayChange ? (
          <Anchor component={Link} to={SETTINGS_PATH} size="sm">
            {t('settings.change')}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('settings.changeHint')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function ReportCard({ report: r }: { report: ReportListItem }) {
  const { t, i18n } = useTranslation('fleetReports');
  const lang = i18n.resolvedLanguage ?? 'de';
  const name = periodName(r, r.kind === 'scheduled' ? r.interval : null, lang);
  return (
    <Card component="li" withBorder padding="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor component={Link} to={`/fahrzeuge/berichte/${r.id}`} fw={600}>
            {name}
          </Anchor>
          <Badge variant="light" color={r.kind === 'scheduled' ? 'blue' : 'grape'}>
            {t(`kind.${r.kind}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('list.sentAt', { at: formatDateTime(r.sentAt, lang) })}
          {r.requestedBy ? ` ${t('list.byHand', { name: r.requestedBy })}` : ''}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('list.recipients', { list: r.recipients.join(', ') })}
        </Text>
        <ReportFiles id={r.id} period={name} compact />
      </Stack>
    </Card>
  );
}

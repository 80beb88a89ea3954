import { addDays } from '@buchbar/domain/time/zoned-time';
import { Alert, Anchor, Button, Group, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateField } from '@/components/date-field';
import { PageHeading } from '@/components/page-heading';
import { formatDateTime } from '@/lib/format-date';
import { localDateIn } from '@/lib/local-date';
import { useUrlParam } from '@/lib/use-url-params';
import {
  type LogbookEntry,
  type LogbookPeriod,
  logbookExportUrl,
  useLogbookVehicles,
  useLogbookVerification,
  useMyLogbook,
  useVehicleLogbook,
} from '../api/logbook';
import { formatDay } from '../utils/logbook-form';
import { AmendDialog } from './amend-dialog';
import { LogbookEntryCard } from './logbook-entry-card';

/**
 * `/fahrzeuge/fahrtenbuch` (issue 12): holders of fahrzeug_logbuch_report choose a vehicle and a
 * period, see every entry with its corrections, the chain's verification and the downloads;
 * everyone sees their own trips ("Meine Fahrten") and completes the open ones.
 */
export function LogbookPage({ canReport }: { canReport: boolean }) {
  const { t } = useTranslation('fleetLogbook');
  const [tab, setTab] = useUrlParam('ansicht');
  const [amending, setAmending] = useState<LogbookEntry | null>(null);
  const current = canReport && tab !== 'meine' ? 'vehicles' : 'mine';
  return (
    <Stack gap="md">
      <PageHeading
        title={t('title')}
        intro={t('intro')}
        action={
          canReport ? (
            <Anchor component={Link} to="/fahrzeuge/berichte">
              {t('reportsLink')}
            </Anchor>
          ) : undefined
        }
      />
      {canReport ? (
        <Tabs value={current} onChange={(v) => setTab(v === 'mine' ? 'meine' : '')} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="vehicles">{t('tabs.vehicles')}</Tabs.Tab>
            <Tabs.Tab value="mine">{t('tabs.mine')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="vehicles" pt="md">
            <VehicleLogbook onAmend={setAmending} />
          </Tabs.Panel>
          <Tabs.Panel value="mine" pt="md">
            <MyTrips onAmend={setAmending} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <MyTrips onAmend={setAmending} />
      )}
      <AmendDialog entry={amending} onClose={() => setAmending(null)} />
    </Stack>
  );
}

/** The default period: the last 30 days up to today (Berlin). */
function usePeriod(): [LogbookPeriod, (p: LogbookPeriod) => void, string | null] {
  const { t } = useTranslation('fleetLogbook');
  const today = localDateIn(new Date());
  const [from, setFrom] = useUrlParam('von');
  const [to, setTo] = useUrlParam('bis');
  const period = { from: from || addDays(today, -30), to: to || today };
  // One input changes at a time; two URL updates in one tick would overwrite each other.
  const set = (p: LogbookPeriod) => {
    if (p.from !== period.from) setFrom(p.from);
    else if (p.to !== period.to) setTo(p.to);
  };
  const error = period.from && period.to && period.to < period.from ? t('rangeInvalid') : null;
  return [period, set, error];
}

function PeriodInputs({
  period,
  onChange,
  error,
}: {
  period: LogbookPeriod;
  onChange: (p: LogbookPeriod) => void;
  error: string | null;
}) {
  const { t } = useTranslation('fleetLogbook');
  return (
    <>
      <DateField label={t('from')} value={period.from} onChange={(from) => onChange({ ...period, from })} />
      <DateField
        label={t('to')}
        value={period.to}
        error={error}
        onChange={(to) => onChange({ ...period, to })}
      />
    </>
  );
}

function EntryList({
  entries,
  empty,
  onAmend,
}: {
  entries: LogbookEntry[];
  empty: string;
  onAmend: (e: LogbookEntry) => void;
}) {
  const { t } = useTranslation('fleetLogbook');
  if (entries.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('count', { count: entries.length })}
      </Text>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {/* Newest first on screen; the exports keep the logbook's order (oldest first). */}
        {[...entries].reverse().map((e) => (
          <LogbookEntryCard key={e.id} entry={e} onAmend={onAmend} />
        ))}
      </Stack>
    </Stack>
  );
}

function VehicleLogbook({ onAmend }: { onAmend: (e: LogbookEntry) => void }) {
  const { t, i18n } = useTranslation('fleetLogbook');
  const [vehicleId, setVehicleId] = useUrlParam('fahrzeug');
  const [period, setPeriod, rangeError] = usePeriod();
  const vehicles = useLogbookVehicles(true);
  const logbook = useVehicleLogbook(vehicleId, period, !rangeError);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} role="search" aria-label={t('filter')}>
        <Select
          label={t('vehicle')}
          placeholder={t('vehiclePlaceholder')}
          searchable
          data={(vehicles.data ?? []).map((v) => ({
            value: v.id,
            label: `${v.plate} · ${v.make} ${v.model}${v.active ? '' : ` (${t('inactive')})`}`,
          }))}
          value={vehicleId || null}
          onChange={(v) => setVehicleId(v ?? '')}
          comboboxProps={{ withinPortal: true }}
        />
        <PeriodInputs period={period} onChange={setPeriod} error={rangeError} />
      </SimpleGrid>
      {vehicleId === '' ? (
        <Text c="dimmed">{t('chooseVehicle')}</Text>
      ) : (
        <>
          <Group gap="sm">
            <Button
              component="a"
              href={logbookExportUrl(vehicleId, period, 'xlsx', i18n.language)}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={rangeError !== null}
            >
              {t('downloadXlsx')}
            </Button>
            <Button
              component="a"
              href={logbookExportUrl(vehicleId, period, 'pdf', i18n.language)}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={rangeError !== null}
            >
              {t('downloadPdf')}
            </Button>
          </Group>
          <Verification vehicleId={vehicleId} />
          {logbook.error ? (
            <Alert color="red" role="alert">
              {logbook.error.message}
            </Alert>
          ) : logbook.data ? (
            <EntryList entries={logbook.data.entries} empty={t('empty')} onAmend={onAmend} />
          ) : null}
        </>
      )}
    </Stack>
  );
}

function Verification({ vehicleId }: { vehicleId: string }) {
  const { t, i18n } = useTranslation('fleetLogbook');
  const q = useLogbookVerification(vehicleId);
  const v = q.data;
  return (
    <Alert
      color={!v ? 'gray' : v.ok ? 'teal' : 'red'}
      title={t('verify.heading')}
      icon={<IconShieldCheck size={18} aria-hidden />}
      role={v && !v.ok ? 'alert' : 'status'}
      // The light variant's coloured title is too pale on its tint (axe color-contrast).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="logbook-verification"
    >
      <Stack gap={6} align="flex-start">
        {q.error && <Text size="sm">{q.error.message}</Text>}
        {v && (
          <Text size="sm">
            {v.ok || !v.firstMismatch
              ? t('verify.ok', { count: v.total, at: formatDateTime(v.verifiedAt, i18n.language) })
              : t('verify.bad', {
                  version: v.firstMismatch.version,
                  date: formatDay(v.firstMismatch.date, i18n.language),
                  at: formatDateTime(v.verifiedAt, i18n.language),
                })}
          </Text>
        )}
        {v?.firstMismatch && <Text size="sm">{t(`verify.reasons.${v.firstMismatch.reason}`)}</Text>}
        <Button size="xs" variant="default" loading={q.isFetching} onClick={() => q.refetch()}>
          {t('verify.again')}
        </Button>
      </Stack>
    </Alert>
  );
}

function MyTrips({ onAmend }: { onAmend: (e: LogbookEntry) => void }) {
  const { t } = useTranslation('fleetLogbook');
  const [period, setPeriod, rangeError] = usePeriod();
  const mine = useMyLogbook(period);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} role="search" aria-label={t('filter')}>
        <PeriodInputs period={period} onChange={setPeriod} error={rangeError} />
      </SimpleGrid>
      {mine.error ? (
        <Alert color="red" role="alert">
          {mine.error.message}
        </Alert>
      ) : mine.data ? (
        <EntryList entries={mine.data.entries} empty={t('emptyMine')} onAmend={onAmend} />
      ) : null}
    </Stack>
  );
}

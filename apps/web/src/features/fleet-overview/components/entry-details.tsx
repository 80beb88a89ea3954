import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTimeWithZone } from '@/lib/format-date';
import { formatPeriod } from '@/lib/format-period';
import type { OverviewEntry, OverviewVehicle } from '../api/get-vehicle-overview';
import { barKind } from '../model/overview-grid';
import classes from './overview-timeline.module.css';

interface EntryDetailsProps {
  selected: { vehicle: OverviewVehicle; entry: OverviewEntry } | null;
  onClose: () => void;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

/** A booking's or block's details, opened from its bar, with the way to the vehicle's page. */
export function EntryDetails({ selected, onClose }: EntryDetailsProps) {
  const { t, i18n } = useTranslation('fleetOverview');
  const lang = i18n.resolvedLanguage;
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const e = selected?.entry;
  const v = selected?.vehicle;
  const kind = e ? barKind(e) : 'reserviert';
  return (
    <Drawer
      opened={selected !== null}
      onClose={onClose}
      position={phone ? 'bottom' : 'right'}
      size={phone ? 'auto' : 'md'}
      title={t('details.title')}
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      {e && v && (
        <Stack gap="sm">
          <Group gap="xs">
            <span className={`${classes.swatch} ${classes[kind]}`} aria-hidden />
            <Text fw={600}>{t(`kind.${kind}`)}</Text>
            <Text size="sm" c="dimmed">
              ({t(`phase.${e.phase}` as 'phase.upcoming', { defaultValue: e.phase })})
            </Text>
            {e.specialTrip && <Text size="sm">{t('specialTrip')}</Text>}
            {e.late && (
              <Text size="sm" fw={700} c="red.9">
                {t('lateBy', { minutes: e.lateMinutes })}
              </Text>
            )}
          </Group>
          <Stack gap="xs" component="dl" m={0}>
            <Row label={t('details.vehicle')} value={`${v.name} (${v.licencePlate}), ${v.location.name}`} />
            <Row label={t('details.planned')} value={formatPeriod(e.start, e.end, lang)} />
            {e.phase !== 'block' && (
              <>
                <Row
                  label={t('details.actualStart')}
                  value={e.actualStart ? formatDateTimeWithZone(e.actualStart, lang) : t('details.notYet')}
                />
                <Row
                  label={t('details.actualEnd')}
                  value={e.actualEnd ? formatDateTimeWithZone(e.actualEnd, lang) : t('details.notYet')}
                />
                {e.guest ? (
                  <Row label={t('details.guest')} value={e.guestName ?? ''} />
                ) : (
                  <Row label={t('details.driver')} value={e.driverName ?? t('unknownDriver')} />
                )}
              </>
            )}
            {e.description && (
              <Row
                label={e.phase === 'block' ? t('details.description') : t('details.destination')}
                value={e.description}
              />
            )}
          </Stack>
          <Button component={Link} to={`/fahrzeuge/${v.id}`} variant="light">
            {t('details.openVehicle')}
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}

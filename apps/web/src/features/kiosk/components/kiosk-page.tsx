import { Badge, Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { isApiError } from '@/lib/api-error';
import { DISPLAY_TIME_ZONE, formatDate } from '@/lib/format-date';
import { localDateIn } from '@/lib/local-date';
import { useNow } from '@/lib/use-now';
import { useKioskMap } from '../api/get-kiosk-map';
import { useKioskEvents } from '../hooks/use-kiosk-events';
import { kioskDate } from '../utils/kiosk-links';
import classes from './kiosk.module.css';
import { KioskClock } from './kiosk-clock';
import { KioskLegend } from './kiosk-legend';
import { KioskMessage } from './kiosk-message';
import { KioskPlan } from './kiosk-plan';
import { KioskSeatCodes } from './kiosk-seat-codes';

/**
 * /kiosk?token=…: today's plan for a wall display, without a user session. Live through the
 * kiosk event stream, with a 5-minute refetch as a fallback; the day follows Europe/Berlin. On a
 * wall display (1920 × 1080) title, legend, plan and codes fit one screen without scrolling.
 */
export function KioskPage() {
  const { t, i18n } = useTranslation('kiosk');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const now = useNow();
  const today = localDateIn(now, DISPLAY_TIME_ZONE);
  const date = kioskDate(params.get('date'), today);
  const map = useKioskMap(token, date);
  useKioskEvents(token);

  if (!token) return <KioskMessage kind="missing" />;
  if (map.error && !map.data) {
    const invalid = isApiError(map.error) && (map.error.status === 401 || map.error.status === 404);
    return <KioskMessage kind={invalid ? 'invalid' : 'failed'} />;
  }
  if (!map.data) {
    return (
      <Stack mih="100vh" align="center" justify="center" aria-busy="true">
        <Loader size="xl" aria-hidden="true" />
        <Text fz="xl">{t('loading')}</Text>
      </Stack>
    );
  }
  const { floorPlan, opening, seats } = map.data;
  return (
    <Box className={classes.page}>
      <PageTitle title={`${floorPlan.name} – ${t('pageTitle')}`} />
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={1} fz="clamp(2rem, 3vw, 3.5rem)">
            {floorPlan.name}
          </Title>
          <Group gap="sm">
            <Badge size="xl" color={opening ? 'teal' : 'gray'} variant="light">
              {date === today
                ? opening
                  ? t('openToday', { from: opening.from, to: opening.to })
                  : t('closedToday')
                : opening
                  ? t('openOn', {
                      date: formatDate(`${date}T12:00:00Z`, i18n.resolvedLanguage),
                      from: opening.from,
                      to: opening.to,
                    })
                  : t('closedOn', { date: formatDate(`${date}T12:00:00Z`, i18n.resolvedLanguage) })}
            </Badge>
            {map.isFetching && <Loader size="sm" aria-label={t('refreshing')} />}
          </Group>
        </Stack>
        <KioskClock now={now} />
      </Group>
      <KioskLegend seats={seats} />
      <div className={classes.body}>
        <div className={classes.planArea}>
          <KioskPlan map={map.data} token={token} />
        </div>
        <KioskSeatCodes map={map.data} />
      </div>
    </Box>
  );
}

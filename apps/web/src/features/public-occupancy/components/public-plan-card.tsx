import { Badge, Box, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SeatStateIcon } from '@/entities/seat-state/seat-state-icon';
import type { PublicFloorPlan } from '../api/get-public-occupancy';
import { occupancyPercent } from '../utils/public-links';
import { PUBLIC_STATE_ORDER, publicMapState, publicSeatStyle } from '../utils/public-palette';
import { PublicPlanImage } from './public-plan-image';

/** The plan's name and description, with its open-or-closed badge. */
function PlanHeader({ plan, headingId }: { plan: PublicFloorPlan; headingId: string }) {
  const { t } = useTranslation('publicOccupancy');
  const openText = plan.openNow
    ? plan.opening && t('openToday', plan.opening)
    : plan.opening
      ? `${t('closedNow')} · ${t('openToday', plan.opening)}`
      : t('closedToday');
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        <Title order={2} size="h3" id={headingId}>
          {plan.name}
        </Title>
        {plan.description && (
          <Text size="sm" c="dimmed">
            {plan.description}
          </Text>
        )}
      </Stack>
      <Badge
        size="lg"
        variant="light"
        color={plan.openNow ? 'teal' : 'gray'}
        style={{ textTransform: 'none' }}
      >
        {openText}
      </Badge>
    </Group>
  );
}

/** Free, occupied and total places, and the occupancy bar when there is a percentage. */
function PlanCounts({ plan }: { plan: PublicFloorPlan }) {
  const { t } = useTranslation('publicOccupancy');
  const percent = occupancyPercent(plan.counts);
  return (
    <>
      <Group gap="lg" align="baseline" wrap="wrap" data-testid="public-counts">
        <Text fz={{ base: 28, sm: 36 }} fw={800} c="teal.9" lh={1.1}>
          {t('free', { count: plan.counts.free })}
        </Text>
        <Text size="lg" fw={600}>
          {t('occupied', { count: plan.counts.occupied })}
        </Text>
        <Text size="lg" c="dimmed">
          {t('ofTotal', { count: plan.counts.total })}
        </Text>
      </Group>
      {percent !== null && (
        <Box>
          <Text size="sm" mb={4}>
            {t('occupancy', { percent })}
          </Text>
          <Progress value={percent} color="red.9" size="lg" aria-label={t('occupancyLabel')} />
        </Box>
      )}
    </>
  );
}

/** The legend of the seat states, each with its colour and icon. */
function PlanLegend() {
  const { t } = useTranslation('publicOccupancy');
  return (
    <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('legend')}>
      {PUBLIC_STATE_ORDER.map((state) => {
        const style = publicSeatStyle(state);
        return (
          <Group component="li" key={state} gap={6} wrap="nowrap">
            <Box
              aria-hidden="true"
              w={20}
              h={20}
              style={{
                background: style.background,
                color: style.foreground,
                borderRadius: 4,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <SeatStateIcon state={publicMapState(state)} size={14} />
            </Box>
            <Text size="sm">{t(`states.${state}`)}</Text>
          </Group>
        );
      })}
    </Group>
  );
}

/** One public plan: open or closed, how many places are free, the occupancy, the plan and its legend. */
export function PublicPlanCard({ plan }: { plan: PublicFloorPlan }) {
  const headingId = `public-plan-${plan.id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
    >
      <Stack gap="md">
        <PlanHeader plan={plan} headingId={headingId} />
        <PlanCounts plan={plan} />
        <PublicPlanImage plan={plan} />
        <PlanLegend />
      </Stack>
    </Paper>
  );
}

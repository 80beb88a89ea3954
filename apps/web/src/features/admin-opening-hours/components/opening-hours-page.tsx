import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { FloorPlanPicker } from '@/entities/floor-plan/floor-plan-picker';
import { useFloorPlanSelection } from '@/entities/floor-plan/use-floor-plan-selection';
import type { SpaceProduct } from '@/lib/space-lookups';
import { useSchedule } from '../api/opening-hours';
import { ExceptionsSection } from './exceptions-section';
import { WeeklyHoursForm } from './weekly-hours-form';

function Schedule({ product, floorPlanId }: { product: SpaceProduct; floorPlanId: string }) {
  const schedule = useSchedule(product, floorPlanId);
  if (!schedule.data) return <QueryState isPending={schedule.isPending} />;
  return (
    <Stack gap="xl">
      <WeeklyHoursForm product={product} floorPlanId={floorPlanId} weekly={schedule.data.weekly} />
      <ExceptionsSection product={product} floorPlanId={floorPlanId} exceptions={schedule.data.exceptions} />
    </Stack>
  );
}

/** /admin/oeffnungszeiten: weekly opening hours and exceptions per floor plan. */
export function OpeningHoursPage() {
  const { t } = useTranslation('adminOpeningHours');
  const selection = useFloorPlanSelection();
  return (
    <Stack gap="lg">
      <PageHeading title={t('heading')} intro={t('intro')} />
      <FloorPlanPicker selection={selection} />
      {selection.floorPlanId ? (
        <Schedule
          key={selection.floorPlanId}
          product={selection.product}
          floorPlanId={selection.floorPlanId}
        />
      ) : (
        !selection.floorPlans.isPending && <Text c="dimmed">{t('noPlans')}</Text>
      )}
    </Stack>
  );
}

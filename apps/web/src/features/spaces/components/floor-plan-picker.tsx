import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSaveSpacePreferences } from '../api/save-space-preferences';
import type { FloorPlan } from '../api/types';

interface FloorPlanPickerProps {
  plans: readonly FloorPlan[];
  value: FloorPlan | undefined;
  favouriteId: string;
  onChange: (planId: string) => void;
}

/** Floor-plan choice (favourite first, marked ★) and the star that saves the favourite floor plan. */
export function FloorPlanPicker({ plans, value, favouriteId, onChange }: FloorPlanPickerProps) {
  const { t } = useTranslation('spaces');
  const save = useSaveSpacePreferences();
  const isFavourite = value !== undefined && value.id === favouriteId;
  const starLabel = value
    ? t(isFavourite ? 'filters.favouritePlan' : 'filters.setFavouritePlan', { name: value.name })
    : '';
  return (
    <Group gap={4} align="flex-end" wrap="nowrap">
      <Select
        label={t('filters.floorPlan')}
        data={plans.map((plan) => ({
          value: plan.id,
          label: plan.id === favouriteId ? `★ ${plan.name}` : plan.name,
        }))}
        value={value?.id ?? null}
        onChange={(id) => id && onChange(id)}
        allowDeselect={false}
        miw={200}
      />
      {value && (
        <Tooltip label={starLabel}>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={starLabel}
            aria-pressed={isFavourite}
            onClick={() => save.mutate({ 'spaces.favouriteFloorPlan': isFavourite ? '' : value.id })}
          >
            {isFavourite ? (
              <IconStarFilled size={18} color="#B8860B" aria-hidden="true" />
            ) : (
              <IconStar size={18} aria-hidden="true" />
            )}
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

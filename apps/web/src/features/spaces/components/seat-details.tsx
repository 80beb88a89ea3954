import { ActionIcon, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SeatStateIcon } from '@/entities/seat-state/seat-state-icon';
import { useSaveSpacePreferences } from '../api/save-space-preferences';
import type { MapSeat } from '../api/types';
import { useSpaceSettings } from '../hooks/use-space-settings';
import { toggleId } from '../utils/seat-filter';

/** Kind, state, capacity, equipment, description and conditions of a seat, with its favourite star. */
export function SeatDetails({ seat }: { seat: MapSeat }) {
  const { t } = useTranslation('spaces');
  const { favouriteSeats } = useSpaceSettings();
  const save = useSaveSpacePreferences();
  const favourite = favouriteSeats.includes(seat.id);
  const starLabel = t(favourite ? 'seat.unfavourite' : 'seat.favourite', { label: seat.label });
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Group gap={6}>
          <SeatStateIcon state={seat.state} size={16} />
          <Text size="sm">
            {t(`seat.kind.${seat.kind}`)} · {t(`states.${seat.state}`)}
          </Text>
        </Group>
        <Tooltip label={starLabel}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={starLabel}
            aria-pressed={favourite}
            onClick={() => save.mutate({ 'spaces.favouriteSeats': toggleId(favouriteSeats, seat.id) })}
          >
            {favourite ? (
              <IconStarFilled color="#B8860B" aria-hidden="true" />
            ) : (
              <IconStar aria-hidden="true" />
            )}
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text size="sm">
        <strong>{t('seat.capacity')}:</strong> {t('seat.capacity', { count: seat.capacity })}
      </Text>
      <div>
        <Text size="sm" fw={700}>
          {t('seat.equipment')}:
        </Text>
        {seat.equipment.length === 0 ? (
          <Text size="sm">{t('seat.noEquipment')}</Text>
        ) : (
          <List size="sm">
            {seat.equipment.map((item) => (
              <List.Item key={item.equipmentId}>
                {item.count > 1 ? `${item.count} × ${item.name}` : item.name}
              </List.Item>
            ))}
          </List>
        )}
      </div>
      {seat.description && (
        <Text size="sm">
          <strong>{t('seat.description')}:</strong> {seat.description}
        </Text>
      )}
      {seat.conditions && (
        <Text size="sm">
          <strong>{t('seat.conditions')}:</strong> {seat.conditions}
        </Text>
      )}
    </Stack>
  );
}

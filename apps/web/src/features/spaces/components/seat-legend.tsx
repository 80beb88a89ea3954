import { Box, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SEAT_STATE_ORDER, seatStyle } from '@/entities/seat-state/seat-palette';
import { SeatStateIcon } from '@/entities/seat-state/seat-state-icon';

/** The colour legend of the room plan (spec 2) as a list: swatch with the state's symbol and its name. */
export function SeatLegend() {
  const { t } = useTranslation('spaces');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Text id={headingId} size="sm" fw={600} mb={4}>
        {t('legend.title')}
      </Text>
      <Group component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {SEAT_STATE_ORDER.map((state) => {
          const style = seatStyle(state);
          return (
            <Group component="li" key={state} gap={6} wrap="nowrap">
              <Box
                aria-hidden="true"
                w={22}
                h={22}
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  borderRadius: 5,
                  backgroundColor: style.background,
                  color: style.foreground,
                  backgroundImage: style.striped
                    ? 'repeating-linear-gradient(135deg, rgba(255,255,255,.28) 0 3px, transparent 3px 6px)'
                    : undefined,
                }}
              >
                <SeatStateIcon state={state} size={14} />
              </Box>
              <Text size="sm">{t(`states.${state}`)}</Text>
            </Group>
          );
        })}
      </Group>
    </Box>
  );
}

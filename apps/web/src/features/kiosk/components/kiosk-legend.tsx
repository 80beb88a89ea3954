import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KioskSeat } from '../api/get-kiosk-map';
import { KIOSK_STATE_ORDER, seatBackground } from '../utils/seat-colours';

/** Colour legend with the number of seats in each state, in large type. */
export function KioskLegend({ seats }: { seats: KioskSeat[] }) {
  const { t } = useTranslation('kiosk');
  return (
    <Stack gap="sm">
      <Title order={2} fz="clamp(1.2rem, 1.8vw, 2rem)">
        {t('legend')}
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {KIOSK_STATE_ORDER.map((state) => {
          const count = seats.filter((seat) => seat.state === state).length;
          return (
            <Group component="li" key={state} gap="sm" wrap="nowrap" data-testid={`kiosk-legend-${state}`}>
              <Box
                aria-hidden="true"
                w={28}
                h={28}
                style={{ background: seatBackground(state), borderRadius: 6, flexShrink: 0 }}
              />
              <Text fz="clamp(1rem, 1.5vw, 1.6rem)" style={{ flex: 1 }}>
                {t(`states.${state}`)}
              </Text>
              <Text fz="clamp(1rem, 1.5vw, 1.6rem)" fw={700} aria-label={t('count', { count })}>
                {count}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}

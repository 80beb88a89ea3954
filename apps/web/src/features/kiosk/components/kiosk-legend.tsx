import { Box, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KioskSeat } from '../api/get-kiosk-map';
import { KIOSK_STATE_ORDER, seatBackground } from '../utils/seat-colours';

/** Colour legend with the number of seats in each state, in one line under the title. */
export function KioskLegend({ seats }: { seats: KioskSeat[] }) {
  const { t } = useTranslation('kiosk');
  return (
    <Group gap="lg" align="center" wrap="wrap">
      <Title order={2} fz="clamp(1.1rem, 1.5vw, 1.8rem)">
        {t('legend')}
      </Title>
      <Group component="ul" gap="lg" m={0} p={0} style={{ listStyle: 'none' }}>
        {KIOSK_STATE_ORDER.map((state) => {
          const count = seats.filter((seat) => seat.state === state).length;
          return (
            <Group component="li" key={state} gap="xs" wrap="nowrap" data-testid={`kiosk-legend-${state}`}>
              <Box
                aria-hidden="true"
                w={24}
                h={24}
                style={{ background: seatBackground(state), borderRadius: 6, flexShrink: 0 }}
              />
              <Text fz="clamp(1rem, 1.3vw, 1.5rem)">{t(`states.${state}`)}</Text>
              <Text fz="clamp(1rem, 1.3vw, 1.5rem)" fw={700} aria-label={t('count', { count })}>
                {count}
              </Text>
            </Group>
          );
        })}
      </Group>
    </Group>
  );
}

import { Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { seatStyle } from '@/entities/seat-state/seat-palette';
import type { KioskMap } from '../api/get-kiosk-map';
import { useQrCodes } from '../hooks/use-qr-codes';
import { checkInUrl, sortByLabel } from '../utils/kiosk-links';

/** One QR code per seat: scanning it opens check-in for that seat on the phone. */
export function KioskSeatCodes({ map }: { map: KioskMap }) {
  const { t } = useTranslation('kiosk');
  const origin = window.location.origin;
  const targets = Object.fromEntries(
    map.seats.map((seat) => [seat.id, checkInUrl(origin, map.floorPlan.product, map.floorPlan.id, seat.id)]),
  );
  const codes = useQrCodes(targets);
  return (
    <Stack gap="sm">
      <Title order={2} fz="clamp(1.2rem, 1.8vw, 2rem)">
        {t('scanHeading')}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 3, sm: 4, md: 6, xl: 8 }}
        spacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {sortByLabel(map.seats).map((seat) => (
          <Card
            component="li"
            key={seat.id}
            withBorder
            padding="xs"
            radius="md"
            data-testid={`kiosk-qr-${seat.label}`}
          >
            <Stack gap={4} align="center">
              <Text fw={800} fz="clamp(1rem, 1.4vw, 1.5rem)">
                {seat.label}
              </Text>
              {codes[seat.id] ? (
                <Image src={codes[seat.id]} alt={t('qrAlt', { label: seat.label })} w="100%" maw={160} />
              ) : (
                <div style={{ aspectRatio: '1 / 1', width: '100%' }} />
              )}
              <Text
                size="sm"
                fw={600}
                px={6}
                style={{
                  background: seatStyle(seat.state).background,
                  color: seatStyle(seat.state).foreground,
                  borderRadius: 4,
                }}
              >
                {t(`states.${seat.state}`)}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

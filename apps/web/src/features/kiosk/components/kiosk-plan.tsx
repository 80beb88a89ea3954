import { Box, Center, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatStyle } from '@/entities/seat-state/seat-palette';
import type { KioskMap } from '../api/get-kiosk-map';
import { kioskImageUrl, sortByLabel } from '../utils/kiosk-links';
import { seatBackground } from '../utils/seat-colours';

/** The plan image with every seat in its state colour and a large label (read from a distance). */
export function KioskPlan({ map, token }: { map: KioskMap; token: string }) {
  const { t } = useTranslation('kiosk');
  // Without the image the markers still stand on a neutral area of the plan's usual shape.
  const [failed, setFailed] = useState<string>();
  const imageUrl = map.floorPlan.imageUrl ? kioskImageUrl(map.floorPlan.imageUrl, token) : undefined;
  return (
    <Box pos="relative" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}>
      {imageUrl && failed !== imageUrl ? (
        <img
          src={imageUrl}
          onError={() => setFailed(imageUrl)}
          alt={t('planAlt', { name: map.floorPlan.name })}
          style={{ display: 'block', width: '100%', height: 'auto' }}
        />
      ) : (
        <Center bg="gray.1" style={{ aspectRatio: '16 / 10' }}>
          <Text c="dimmed">{t('noImage')}</Text>
        </Center>
      )}
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('seatsLabel')}>
        {sortByLabel(map.seats).map((seat) => (
          <Box
            component="li"
            key={seat.id}
            data-state={seat.state}
            data-testid={`kiosk-seat-${seat.label}`}
            pos="absolute"
            style={{
              left: `${seat.posX}%`,
              top: `${seat.posY}%`,
              transform: 'translate(-50%, -50%)',
              background: seatBackground(seat.state),
              color: seatStyle(seat.state).foreground,
              border: '2px solid white',
              borderRadius: 8,
              padding: '0.15rem 0.45rem',
              fontSize: 'clamp(0.8rem, 1.2vw, 1.4rem)',
              fontWeight: 700,
              boxShadow: '0 1px 4px rgb(0 0 0 / 35%)',
              whiteSpace: 'nowrap',
            }}
          >
            {seat.label}
            <VisuallyHidden component="span">{`: ${t(`states.${seat.state}`)}`}</VisuallyHidden>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

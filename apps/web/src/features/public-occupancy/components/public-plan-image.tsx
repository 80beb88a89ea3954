import { Box, Center, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SeatStateIcon } from '@/entities/seat-state/seat-state-icon';
import type { PublicFloorPlan } from '../api/get-public-occupancy';
import { publicMapState, publicSeatStyle } from '../utils/public-palette';

/** The plan image with every place in its colour, icon and label; the states are read out as a list. */
export function PublicPlanImage({ plan }: { plan: PublicFloorPlan }) {
  const { t } = useTranslation('publicOccupancy');
  // Without the image the markers still stand on a neutral area of the plan's usual shape.
  const [failed, setFailed] = useState<string>();
  const imageUrl = plan.imageUrl ?? undefined;
  // On a phone the plan is narrow: the markers show only the state's icon (colour plus symbol, never
  // colour alone), so neighbours do not overlap; the label stays in the text read out.
  const compact = useMediaQuery('(max-width: 36em)') === true;
  return (
    <Box pos="relative" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}>
      {imageUrl && failed !== imageUrl ? (
        <img
          src={imageUrl}
          onError={() => setFailed(imageUrl)}
          alt={t('planAlt', { name: plan.name })}
          style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 8 }}
        />
      ) : (
        <Center bg="gray.1" style={{ aspectRatio: '16 / 10' }}>
          <Text c="dimmed">{t('noImage')}</Text>
        </Center>
      )}
      <Box
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('seatsLabel', { name: plan.name })}
      >
        {plan.seats.map((seat) => {
          const style = publicSeatStyle(seat.state);
          const state = t(`states.${seat.state}`);
          return (
            <Box
              component="li"
              // Labels are unique per plan (SEAT_LABEL_TAKEN).
              key={seat.label}
              data-state={seat.state}
              data-testid={`public-seat-${seat.label}`}
              pos="absolute"
              style={{
                left: `${seat.posX}%`,
                top: `${seat.posY}%`,
                transform: 'translate(-50%, -50%)',
                background: style.background,
                color: style.foreground,
                border: `${compact ? 1 : 2}px solid white`,
                borderRadius: compact ? 4 : 6,
                padding: compact ? '0.1rem' : '0.05rem 0.3rem',
                fontSize: compact ? '0.7rem' : 'clamp(0.6rem, 1.1vw, 0.85rem)',
                fontWeight: 700,
                lineHeight: 1.4,
                boxShadow: '0 1px 3px rgb(0 0 0 / 35%)',
                whiteSpace: 'nowrap',
                display: 'flex',
                alignItems: 'center',
                gap: 2,
              }}
            >
              <SeatStateIcon state={publicMapState(seat.state)} size="1em" />
              {!compact && <span aria-hidden="true">{seat.label}</span>}
              <VisuallyHidden component="span">
                {seat.kind === 'room'
                  ? t('roomCapacity', { label: seat.label, count: seat.capacity, state })
                  : t('seatState', { label: seat.label, state })}
              </VisuallyHidden>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

import { Center, Text, VisuallyHidden } from '@mantine/core';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatStyle } from '@/entities/seat-state/seat-palette';
import type { KioskMap } from '../api/get-kiosk-map';
import { kioskImageUrl, sortByLabel } from '../utils/kiosk-links';
import { seatBackground } from '../utils/seat-colours';
import classes from './kiosk.module.css';

/** The drawings' usual shape (10 wide, 7 high) until the image tells its own. */
const DEFAULT_RATIO = 10 / 7;

/**
 * The plan image with every seat in its state colour and a large label (read from a distance). The
 * plan keeps its shape and, on a wall display, the largest size that fits beside the codes.
 */
export function KioskPlan({ map, token }: { map: KioskMap; token: string }) {
  const { t } = useTranslation('kiosk');
  // Without the image the markers still stand on a neutral area of the plan's usual shape.
  const [failed, setFailed] = useState<string>();
  const [ratio, setRatio] = useState(DEFAULT_RATIO);
  const imageUrl = map.floorPlan.imageUrl ? kioskImageUrl(map.floorPlan.imageUrl, token) : undefined;
  const showImage = imageUrl !== undefined && failed !== imageUrl;
  return (
    <div
      className={classes.planBox}
      style={{ '--plan-ratio': showImage ? ratio : DEFAULT_RATIO } as CSSProperties}
    >
      {showImage ? (
        <img
          className={classes.planImage}
          src={imageUrl}
          onError={() => setFailed(imageUrl)}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (naturalWidth > 0 && naturalHeight > 0) setRatio(naturalWidth / naturalHeight);
          }}
          alt={t('planAlt', { name: map.floorPlan.name })}
        />
      ) : (
        <Center bg="gray.1" h="100%">
          <Text c="dimmed">{t('noImage')}</Text>
        </Center>
      )}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('seatsLabel')}>
        {sortByLabel(map.seats).map((seat) => (
          <li
            key={seat.id}
            data-state={seat.state}
            data-testid={`kiosk-seat-${seat.label}`}
            style={{
              position: 'absolute',
              left: `${seat.posX}%`,
              top: `${seat.posY}%`,
              transform: 'translate(-50%, -50%)',
              background: seatBackground(seat.state),
              color: seatStyle(seat.state).foreground,
              border: '2px solid white',
              borderRadius: 8,
              padding: '0.15rem 0.45rem',
              fontSize: 'clamp(0.8rem, 1.1vw, 1.3rem)',
              fontWeight: 700,
              boxShadow: '0 1px 4px rgb(0 0 0 / 35%)',
              whiteSpace: 'nowrap',
            }}
          >
            {seat.label}
            <VisuallyHidden component="span">{`: ${t(`states.${seat.state}`)}`}</VisuallyHidden>
          </li>
        ))}
      </ul>
    </div>
  );
}

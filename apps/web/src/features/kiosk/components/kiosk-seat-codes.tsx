import { Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatStyle } from '@/entities/seat-state/seat-palette';
import type { KioskMap } from '../api/get-kiosk-map';
import { useQrCodes } from '../hooks/use-qr-codes';
import { checkInUrl, sortByLabel } from '../utils/kiosk-links';
import { flowQrGrid, layoutQrGrid } from '../utils/qr-grid';
import classes from './kiosk.module.css';

/** With more seats than fit, the codes turn a page this often. */
const PAGE_MS = 20_000;
/** The wall-display layout of kiosk.module.css: one screen, no scrolling. */
const WALL_DISPLAY = '(min-width: 75em) and (min-height: 40em)';

/**
 * One QR code per seat: scanning it opens check-in for that seat on the phone. The codes fill the
 * area beside the plan as large as they can (layoutQrGrid); too many for one screen turn pages.
 */
export function KioskSeatCodes({ map }: { map: KioskMap }) {
  const { t } = useTranslation('kiosk');
  const origin = window.location.origin;
  const seats = sortByLabel(map.seats);
  const targets = Object.fromEntries(
    seats.map((seat) => [seat.id, checkInUrl(origin, map.floorPlan.product, map.floorPlan.id, seat.id)]),
  );
  const codes = useQrCodes(targets);
  const area = useElementSize();
  const wall = useMediaQuery(WALL_DISPLAY, window.matchMedia(WALL_DISPLAY).matches, {
    getInitialValueInEffect: false,
  });
  // On a wall display the codes fill the measured area; elsewhere the page scrolls and its
  // height follows the codes, so only the width counts.
  const grid = wall
    ? layoutQrGrid(seats.length, area.width, area.height)
    : flowQrGrid(seats.length, area.width);
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (grid.pages <= 1) return;
    const timer = setInterval(() => setPage((current) => (current + 1) % grid.pages), PAGE_MS);
    return () => clearInterval(timer);
  }, [grid.pages]);
  const shownPage = grid.pages > 1 ? page % grid.pages : 0;
  const shown =
    grid.pages > 1 ? seats.slice(shownPage * grid.perPage, (shownPage + 1) * grid.perPage) : seats;
  return (
    <section className={classes.codes}>
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Title order={2} fz="clamp(1.1rem, 1.5vw, 1.8rem)">
          {t('scanHeading')}
        </Title>
        {grid.pages > 1 && (
          <Text fz="lg" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('page', { page: shownPage + 1, pages: grid.pages })}
          </Text>
        )}
      </Group>
      <ul
        ref={area.ref}
        className={classes.codeGrid}
        style={{ gridTemplateColumns: `repeat(${grid.columns}, minmax(0, ${grid.size + 16}px))` }}
      >
        {shown.map((seat) => {
          const style = seatStyle(seat.state);
          return (
            <li key={seat.id} className={classes.codeCard} data-testid={`kiosk-qr-${seat.label}`}>
              <span
                className={classes.codeLabel}
                style={{ background: style.background, color: style.foreground }}
              >
                {seat.label}
                <VisuallyHidden component="span">{`: ${t(`states.${seat.state}`)}`}</VisuallyHidden>
              </span>
              {codes[seat.id] ? (
                <img
                  src={codes[seat.id]}
                  alt={t('qrAlt', { label: seat.label })}
                  width={grid.size}
                  height={grid.size}
                  style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
                />
              ) : (
                <div style={{ width: grid.size, maxWidth: '100%', aspectRatio: '1 / 1' }} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

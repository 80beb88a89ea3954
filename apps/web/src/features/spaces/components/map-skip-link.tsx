import { useTranslation } from 'react-i18next';
import { PLAN_SEATS_ID } from './floor-plan-view';
import classes from './seat-marker.module.css';

/**
 * The first stop of the map page (issue 14 point 10): Enter moves the focus onto the plan's seat
 * that holds the Tab stop, so a seat is three key presses from the page's top (Tab, Enter, then
 * the arrow keys).
 */
export function MapSkipLink() {
  const { t } = useTranslation('spacesMap');
  return (
    <a
      className={classes.skipToSeats}
      href={`#${PLAN_SEATS_ID}`}
      onClick={(event) => {
        const seat = document.getElementById(PLAN_SEATS_ID)?.querySelector<HTMLElement>('[tabindex="0"]');
        if (!seat) return;
        event.preventDefault();
        seat.focus();
      }}
    >
      {t('map.skipToSeats')}
    </a>
  );
}

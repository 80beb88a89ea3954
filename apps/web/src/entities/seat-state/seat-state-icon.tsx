import {
  IconCheck,
  IconClockHour4,
  IconHourglassLow,
  IconLock,
  IconUserCheck,
  IconX,
  type TablerIcon,
} from '@tabler/icons-react';
import { type SeatIcon, type SeatState, seatStyle } from './seat-palette';

const ICONS: Record<SeatIcon, TablerIcon> = {
  check: IconCheck,
  clock: IconClockHour4,
  cross: IconX,
  user: IconUserCheck,
  hourglass: IconHourglassLow,
  lock: IconLock,
};

/** The state's symbol (decorative: the accessible name carries the state as text). */
export function SeatStateIcon({ state, size = 14 }: { state: SeatState; size?: number | string }) {
  const Icon = ICONS[seatStyle(state).icon];
  return <Icon size={size} stroke={2.4} aria-hidden="true" focusable="false" />;
}

import { checkInWindow } from './time-window';

interface CheckInCandidate {
  id: string;
  start: string;
  end: string;
}

/**
 * Which of your check-in-able bookings on a seat a QR scan means: the one whose check-in window
 * is open now, else the one running now, else the next one to start (the server still decides
 * whether check-in is allowed). Undefined when none is left.
 */
export function pickCheckInBooking<T extends CheckInCandidate>(
  bookings: readonly T[],
  now: Date,
  windowMinutes: number,
): T | undefined {
  const at = now.getTime();
  const byStart = [...bookings].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const open = byStart.find((b) => {
    const { opens, closes } = checkInWindow(b.start, windowMinutes);
    return at >= opens.getTime() && at <= closes.getTime();
  });
  if (open) return open;
  const running = byStart.find((b) => Date.parse(b.start) <= at && at < Date.parse(b.end));
  return running ?? byStart.find((b) => Date.parse(b.start) > at);
}

import { isCheckInOpen } from '@buchbar/domain/booking/check-in-window';

interface CheckInCandidate {
  id: string;
  start: string;
  end: string;
}

/**
 * Which of your check-in-able bookings on a seat a QR scan means: the one whose check-in window
 * is open now (the domain's half-open window), else the one running now, else the next one to
 * start. Undefined when none is left.
 */
export function pickCheckInBooking<T extends CheckInCandidate>(
  bookings: readonly T[],
  now: Date,
  windowMinutes: number,
): T | undefined {
  const at = now.getTime();
  const byStart = [...bookings].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const open = byStart.find((b) => isCheckInOpen(Date.parse(b.start), at, windowMinutes));
  if (open) return open;
  const running = byStart.find((b) => Date.parse(b.start) <= at && at < Date.parse(b.end));
  return running ?? byStart.find((b) => Date.parse(b.start) > at);
}

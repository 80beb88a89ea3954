import { formatMinutesOfDay, MINUTES_PER_DAY } from '@buchbar/domain/time/time-of-day';

/** 'HH:mm' choices of a day on the booking step grid (spec 9: step default 15 minutes). */
export function buildTimeOptions(stepMinutes: number): string[] {
  const step = Number.isInteger(stepMinutes) && stepMinutes > 0 && 60 % stepMinutes === 0 ? stepMinutes : 15;
  const options: string[] = [];
  for (let minutes = 0; minutes < MINUTES_PER_DAY; minutes += step) options.push(formatMinutesOfDay(minutes));
  return options;
}

/** Spec 4: check-in from `minutes` before to `minutes` after the start (the server decides). */
export function checkInWindow(start: string, minutes: number): { opens: Date; closes: Date } {
  const startMs = new Date(start).getTime();
  return { opens: new Date(startMs - minutes * 60_000), closes: new Date(startMs + minutes * 60_000) };
}

export function isCheckInOpen(start: string, minutes: number, now: Date): boolean {
  const { opens, closes } = checkInWindow(start, minutes);
  return now.getTime() >= opens.getTime() && now.getTime() <= closes.getTime();
}

/** Today's date in the display zone as 'YYYY-MM-DD' (the device may sit in another zone). */
export function todayIn(zone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Bookings still worth listing: not cancelled and not over yet, earliest first. */
export function upcomingBookings<T extends { status: string; end: string; start: string }>(
  bookings: readonly T[],
  now: Date,
): T[] {
  return bookings
    .filter((b) => b.status !== 'storniert' && new Date(b.end).getTime() > now.getTime())
    .sort((a, b) => a.start.localeCompare(b.start));
}

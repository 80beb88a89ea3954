import { formatDate, formatDateTime, formatTime } from './format-date';

/**
 * A trip's period in Berlin time: `02.03.2027, 10:00–12:00` on one day, else both instants in
 * full (`02.03.2027, 22:00 – 03.03.2027, 06:00`).
 */
export function formatPeriod(start: string, end: string, lang: string | undefined): string {
  if (formatDate(start, lang) === formatDate(end, lang))
    return `${formatDateTime(start, lang)}–${formatTime(end, lang)}`;
  return `${formatDateTime(start, lang)} – ${formatDateTime(end, lang)}`;
}

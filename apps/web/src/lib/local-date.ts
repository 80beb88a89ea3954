/**
 * Today's date (YYYY-MM-DD) in the organisation's zone: a kiosk in another zone, or shortly
 * after midnight UTC, still shows the Berlin day.
 */
export function localDateIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

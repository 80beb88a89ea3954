/** One row of `GET …/utilisation`: a day and floor plan. */
export interface UtilisationRow {
  date: string;
  floorPlanId: string;
  floorPlanName: string;
  booked: number;
  checkedIn: number;
  noShow: number;
  cancelled: number;
}

/** One bar group of the chart: a day, summed over the chosen floor plans. */
export interface ChartDay {
  date: string;
  label: string;
  booked: number;
  checkedIn: number;
  noShow: number;
}

const MAX_DAYS = 400;

/** Every date from `from` to `to` (inclusive, YYYY-MM-DD); calendar days, so DST plays no part. */
export function datesBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return [];
  const days: string[] = [];
  for (let t = start; t <= end && days.length < MAX_DAYS; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Chart data: one entry per day of the range (days without bookings show as zero, so gaps are
 * visible), rows of several floor plans summed per day.
 */
export function toChartData(
  rows: readonly UtilisationRow[],
  from: string,
  to: string,
  language: string,
): ChartDay[] {
  // Axis labels in the reader's language: "24.11." / "24 Nov" (issue 14 point 6).
  const byDate = new Map<string, ChartDay>();
  for (const date of datesBetween(from, to)) {
    byDate.set(date, {
      date,
      label: dayLabel(new Date(`${date}T00:00:00Z`), language),
      booked: 0,
      checkedIn: 0,
      noShow: 0,
    });
  }
  for (const row of rows) {
    const day = byDate.get(row.date);
    if (!day) continue;
    day.booked += row.booked;
    day.checkedIn += row.checkedIn;
    day.noShow += row.noShow;
  }
  return [...byDate.values()];
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day without its year, as the chart's axis shows it. */
export function dayLabel(date: Date, language: string): string {
  const day = date.getUTCDate();
  const month = date.getUTCMonth();
  if (language === 'en') return `${day} ${MONTHS_EN[month]}`;
  return `${String(day).padStart(2, '0')}.${String(month + 1).padStart(2, '0')}.`;
}

/** Sums of the table's footer. */
export function totalsOf(rows: readonly UtilisationRow[]) {
  return rows.reduce(
    (sum, row) => ({
      booked: sum.booked + row.booked,
      checkedIn: sum.checkedIn + row.checkedIn,
      noShow: sum.noShow + row.noShow,
      cancelled: sum.cancelled + row.cancelled,
    }),
    { booked: 0, checkedIn: 0, noShow: 0, cancelled: 0 },
  );
}

/** The calendar month of a date: first and last day (default range of the page). */
export function monthOf(date: string): { from: string; to: string } {
  const [year, month] = date.split('-').map(Number);
  const y = year ?? 1970;
  const m = month ?? 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

import { type GridColumn, gridSpan, hoursOfLocalDay, localDayColumns } from '@buchbar/domain/time/zoned-grid';
import { addDays, isoWeekday, type LocalDate, parseLocalDate } from '@buchbar/domain/time/zoned-time';
import type { OverviewEntry, OverviewVehicle } from '../api/get-vehicle-overview';

export type OverviewView = 'day' | 'week';

/** `?ansicht=tag|woche`; without it a phone opens the day, a wider screen the week. */
export function viewOf(raw: string, phone: boolean): OverviewView {
  if (raw === 'tag') return 'day';
  if (raw === 'woche') return 'week';
  return phone ? 'day' : 'week';
}

/** `?datum=YYYY-MM-DD`, today when missing or unreadable. */
export function dateOf(raw: string, today: LocalDate): LocalDate {
  const parsed = parseLocalDate(raw);
  return parsed.ok ? parsed.value : today;
}

export type OverviewGrid = {
  view: OverviewView;
  /** The first day shown (the Monday in the week view). */
  first: LocalDate;
  /** Hours of the day (23/24/25) or the seven days of the week, each an equal-width column. */
  columns: GridColumn[];
  from: string;
  to: string;
};

/** The columns and the API window of a view around `date`, from Berlin wall-clock days. */
export function overviewGrid(view: OverviewView, date: LocalDate): OverviewGrid {
  const first = view === 'day' ? date : addDays(date, 1 - isoWeekday(date));
  const columns = view === 'day' ? hoursOfLocalDay(first) : localDayColumns(first, 7);
  const start = columns[0]?.start ?? 0;
  const end = columns[columns.length - 1]?.end ?? start;
  return { view, first, columns, from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

/** Where the working day starts: the day view opens here instead of at midnight (issue 22 point 10). */
export const WORKDAY_START = '07:00';

/**
 * The column the timeline opens at: in the day view the first hour at or after `from` (wall time,
 * so 07:00 is the 7th column on the spring DST day and the 9th in autumn); the week view starts
 * at its Monday. A phone shows a few hours at a time, so without this it opened on the night.
 */
export function initialColumn(grid: Pick<OverviewGrid, 'view' | 'columns'>, from = WORKDAY_START): number {
  if (grid.view === 'week') return 0;
  const index = grid.columns.findIndex((column) => column.time >= from);
  return index === -1 ? 0 : index;
}

/** The previous or next day or week. */
export function stepDate(view: OverviewView, date: LocalDate, direction: -1 | 1): LocalDate {
  return addDays(date, direction * (view === 'day' ? 1 : 7));
}

/**
 * The time label of an hour column; on the autumn DST day 02:00 comes twice, so both carry the
 * zone (summer/winter time) to tell them apart.
 */
export function hourLabel(
  column: GridColumn,
  columns: readonly GridColumn[],
): { hour: string; zone: 'summer' | 'winter' | null } {
  const repeated = columns.filter((c) => c.time === column.time).length > 1;
  const zone = !repeated ? null : column.offsetMinutes > 60 ? 'summer' : 'winter';
  return { hour: column.time.slice(0, 2), zone };
}

/** What a bar looks like: a booking by its status, a block hatched. */
export type BarKind = 'vorgemerkt' | 'reserviert' | 'aktiv' | 'durchgefuehrt' | 'block';

export function barKind(entry: OverviewEntry): BarKind {
  if (entry.phase === 'block') return 'block';
  if (entry.status === 'vorgemerkt' || entry.status === 'aktiv' || entry.status === 'durchgefuehrt')
    return entry.status;
  return 'reserviert';
}

export type Bar = {
  entry: OverviewEntry;
  left: number;
  width: number;
  continuesBefore: boolean;
  continuesAfter: boolean;
  /** Row inside the vehicle's track: overlapping bars (a late trip running into the next) stack. */
  lane: number;
};

/** The entries' bars on the grid (by the period they cover), each in the first lane it fits. */
export function layoutBars(entries: readonly OverviewEntry[], columns: readonly GridColumn[]): Bar[] {
  const laneEnds: number[] = [];
  const bars: Bar[] = [];
  const sorted = [...entries].sort((a, b) => Date.parse(a.shownStart) - Date.parse(b.shownStart));
  for (const entry of sorted) {
    const start = Date.parse(entry.shownStart);
    const end = Date.parse(entry.shownEnd);
    const span = gridSpan({ start, end }, columns);
    if (!span) continue;
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = end;
    bars.push({ entry, ...span, lane });
  }
  return bars;
}

export type LocationGroup = { id: string; name: string; vehicles: OverviewVehicle[] };

/** Vehicles grouped by location, in the server's order (location name, make, model, plate). */
export function groupByLocation(vehicles: readonly OverviewVehicle[]): LocationGroup[] {
  const groups = new Map<string, LocationGroup>();
  for (const v of vehicles) {
    const group = groups.get(v.location.id) ?? { id: v.location.id, name: v.location.name, vehicles: [] };
    group.vehicles.push(v);
    groups.set(v.location.id, group);
  }
  return [...groups.values()];
}

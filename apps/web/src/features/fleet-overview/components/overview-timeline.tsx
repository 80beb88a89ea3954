import type { GridColumn } from '@buchbar/domain/time/zoned-grid';
import { gridPosition } from '@buchbar/domain/time/zoned-grid';
import { isoWeekday } from '@buchbar/domain/time/zoned-time';
import { VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type CSSProperties, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format-date';
import type { OverviewEntry, OverviewVehicle } from '../api/get-vehicle-overview';
import { entryLabel, entryWho } from '../model/entry-text';
import {
  barKind,
  groupByLocation,
  hourLabel,
  initialColumn,
  layoutBars,
  type OverviewGrid,
} from '../model/overview-grid';
import classes from './overview-timeline.module.css';

const LANE_REM = 2;

interface OverviewTimelineProps {
  grid: OverviewGrid;
  vehicles: readonly OverviewVehicle[];
  now: number;
  today: string;
  onSelect: (vehicle: OverviewVehicle, entry: OverviewEntry) => void;
}

/**
 * Rows = vehicles grouped by location, columns = the hours of a Berlin day (23/24/25) or the
 * days of a week. Bars are buttons named by kind, driver and period, so the timeline reads as
 * lists of bookings by keyboard and screen reader; the column lines and the header are decoration.
 */
export function OverviewTimeline({ grid, vehicles, now, today, onSelect }: OverviewTimelineProps) {
  const { t, i18n } = useTranslation('fleetOverview');
  const lang = i18n.resolvedLanguage;
  const { columns } = grid;
  const nowAt = gridPosition(now, columns);
  const showNow = now > (columns[0]?.start ?? 0) && now < (columns[columns.length - 1]?.end ?? 0);
  const style = { '--cols': columns.length } as CSSProperties;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const startColumn = initialColumn(grid);
  // Each new day (or view) opens at working hours where the timeline is wider than the screen (a
  // phone): the names stay in their sticky column, so column i sits next to them at i widths.
  // Not on a live refetch: the day stays where the person scrolled it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per shown day and view (grid.first)
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const header = headerRef.current;
    if (!scroller || !header || columns.length === 0) return;
    scroller.scrollLeft = (header.offsetWidth * startColumn) / columns.length;
  }, [grid.first, grid.view, startColumn, columns.length]);

  return (
    <div
      ref={scrollerRef}
      className={`${classes.scroller} ${grid.view === 'week' ? classes.week : ''}`}
      style={style}
      data-testid="overview-scroller"
    >
      <div className={classes.table}>
        <div className={classes.row} aria-hidden>
          <div className={classes.nameCell}>{t('vehicles')}</div>
          <div className={classes.header} ref={headerRef}>
            {columns.map((c, i) => (
              <ColumnHeader key={c.start} column={c} index={i} grid={grid} today={today} lang={lang} />
            ))}
          </div>
        </div>
        {groupByLocation(vehicles).map((group) => (
          <section key={group.id} aria-labelledby={`loc-${group.id}`}>
            <div className={classes.groupRow}>
              <h2 id={`loc-${group.id}`} className={classes.groupHeading}>
                {group.name}
              </h2>
            </div>
            <ul className={classes.list}>
              {group.vehicles.map((v) => (
                <VehicleRow
                  key={v.id}
                  vehicle={v}
                  grid={grid}
                  showNow={showNow}
                  nowAt={nowAt}
                  onSelect={onSelect}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

/** A vehicle: its name (to its page) and its track of bars, one lane per overlap. */
function VehicleRow(props: {
  vehicle: OverviewVehicle;
  grid: OverviewGrid;
  showNow: boolean;
  nowAt: number;
  onSelect: (vehicle: OverviewVehicle, entry: OverviewEntry) => void;
}) {
  const { vehicle: v } = props;
  const { t } = useTranslation('fleetOverview');
  const bars = layoutBars(v.entries, props.grid.columns);
  const lanes = Math.max(1, ...bars.map((b) => b.lane + 1));
  return (
    <li className={classes.row} data-testid="overview-vehicle">
      <div className={classes.nameCell}>
        <Link
          to={`/admin/fahrzeuge/${v.id}`}
          className={classes.vehicleLink}
          aria-label={t('openVehicle', { name: v.name, plate: v.licencePlate })}
        >
          {v.name}
        </Link>
        <span className={classes.plate}>{v.licencePlate}</span>
      </div>
      <div className={classes.track} style={{ minHeight: `${lanes * LANE_REM + 0.5}rem` }}>
        {props.showNow && (
          <span className={classes.nowLine} style={{ left: `${props.nowAt * 100}%` }} aria-hidden />
        )}
        {bars.length === 0 && <VisuallyHidden>{t('free')}</VisuallyHidden>}
        <ul className={classes.list} aria-label={t('entriesOf', { vehicle: `${v.name} ${v.licencePlate}` })}>
          {bars.map((b) => (
            <BarItem key={b.entry.id} bar={b} onSelect={() => props.onSelect(v, b.entry)} />
          ))}
        </ul>
      </div>
    </li>
  );
}

/** A booking or block as a button named by kind, driver and period; late trips tagged. */
function BarItem({ bar: b, onSelect }: { bar: ReturnType<typeof layoutBars>[number]; onSelect: () => void }) {
  const { t, i18n } = useTranslation('fleetOverview');
  const lang = i18n.resolvedLanguage;
  const cls = [
    classes.bar,
    classes[barKind(b.entry)],
    b.entry.late ? classes.late : '',
    b.continuesBefore ? classes.continuesBefore : '',
    b.continuesAfter ? classes.continuesAfter : '',
  ].join(' ');
  return (
    <li
      className={classes.barItem}
      style={{
        left: `${b.left * 100}%`,
        width: `${b.width * 100}%`,
        top: `${b.lane * LANE_REM + 0.25}rem`,
      }}
    >
      <button
        type="button"
        className={cls}
        data-testid="overview-bar"
        data-booking-id={b.entry.id}
        aria-label={entryLabel(t, b.entry, lang)}
        title={entryLabel(t, b.entry, lang)}
        onClick={onSelect}
      >
        {b.entry.late && (
          <span className={classes.lateTag}>
            <IconAlertTriangle size={11} aria-hidden /> {t('late')}
          </span>
        )}
        <span className={classes.barText} aria-hidden>
          {entryWho(t, b.entry)}
        </span>
      </button>
    </li>
  );
}

function ColumnHeader({
  column,
  index,
  grid,
  today,
  lang,
}: {
  column: GridColumn;
  index: number;
  grid: OverviewGrid;
  today: string;
  lang: string | undefined;
}) {
  const { t } = useTranslation('fleetOverview');
  const n = grid.columns.length;
  const position = { left: `${(index / n) * 100}%`, width: `${100 / n}%` };
  if (grid.view === 'week') {
    const isToday = column.date === today;
    return (
      <span className={`${classes.headerCell} ${isToday ? classes.headerToday : ''}`} style={position}>
        {t(`weekdays.${isoWeekday(column.date)}` as 'weekdays.1')}
        <br />
        {formatDate(`${column.date}T12:00:00Z`, lang).replace(/\D\d{4}$/, '')}
      </span>
    );
  }
  const label = hourLabel(column, grid.columns);
  return (
    <span className={classes.headerCell} style={position}>
      {label.hour}
      {label.zone && (
        <>
          <br />
          {t(label.zone === 'summer' ? 'summerShort' : 'winterShort')}
        </>
      )}
    </span>
  );
}

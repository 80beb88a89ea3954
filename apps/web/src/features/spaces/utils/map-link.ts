/**
 * A seat's kiosk QR code opens `/{product}/karte?floorPlan=<id>&seat=<seatId>&checkin=1` (see the
 * kiosk's checkInUrl). The map's own parameters are `plan`, `date`, `mode`, `work`, `from`, `to`
 * and `seat`; this turns such a link into them: `floorPlan` becomes `plan`, and check-in is about
 * now, so any chosen day or period is dropped (the defaults are today, all day).
 */
export const CHECK_IN_PARAM = 'checkin';

const PLAN_ALIAS = 'floorPlan';
const PERIOD_PARAMS = ['date', 'mode', 'work', 'from', 'to'] as const;

export interface MapLink {
  planId: string;
  seatId: string;
  /** The seat's dialog should lead to check-in. */
  checkIn: boolean;
}

export function isCheckInLink(params: URLSearchParams): boolean {
  return params.get(CHECK_IN_PARAM) === '1' && (params.get('seat') ?? '') !== '';
}

/**
 * The query string with the map's own parameter names, or undefined when it already uses them.
 * An explicit `plan` wins over the alias; `checkin` without a seat means nothing and goes.
 */
export function normalizeMapLink(params: URLSearchParams): URLSearchParams | undefined {
  const checkIn = isCheckInLink(params);
  const alias = params.get(PLAN_ALIAS);
  const strayFlag = params.has(CHECK_IN_PARAM) && !checkIn;
  const period = checkIn && PERIOD_PARAMS.some((name) => params.has(name));
  if (alias === null && !strayFlag && !period) return undefined;
  const next = new URLSearchParams(params);
  next.delete(PLAN_ALIAS);
  if (alias && !next.get('plan')) next.set('plan', alias);
  if (strayFlag) next.delete(CHECK_IN_PARAM);
  if (checkIn) for (const name of PERIOD_PARAMS) next.delete(name);
  return next;
}

/** Plan, seat and check-in request as the map page should show them (alias-aware). */
export function readMapLink(params: URLSearchParams): MapLink {
  const effective = normalizeMapLink(params) ?? params;
  return {
    planId: effective.get('plan') ?? '',
    seatId: effective.get('seat') ?? '',
    checkIn: isCheckInLink(effective),
  };
}

export interface OpeningDayInput {
  /** The date the map shows now. */
  date: string;
  /** The query string names a date (a link or the user's choice). */
  dateChosen: boolean;
  /** The map was opened from a seat's check-in QR code. */
  checkIn: boolean;
  /** The plan's bookable days in order, or null while they load. */
  bookableDays: readonly string[] | null;
}

/**
 * The day a map opened without a chosen date should move to: the plan's next bookable day when
 * the shown one cannot be booked (today closed, weekend). A check-in link is about now and stays
 * on today even when the plan is closed (the seat's dialog then says there is nothing to check in
 * to); a chosen date stays too (with the closed notice). Undefined: stay.
 */
export function openingDayMove(input: OpeningDayInput): string | undefined {
  if (input.dateChosen || input.checkIn || !input.bookableDays) return undefined;
  const next = input.bookableDays[0];
  if (!next || input.bookableDays.includes(input.date)) return undefined;
  return next;
}

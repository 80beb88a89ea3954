import { isSpaceProduct, SPACE_PRODUCTS, type SpaceProduct } from '../api/types';
import {
  type BookingMode,
  DEFAULT_FROM,
  DEFAULT_TO,
  type MapSelection,
  type WorkTime,
} from './booking-request';

export interface SpaceSettings {
  products: SpaceProduct[];
  favouriteSeats: string[];
  favouriteFloorPlan: string;
  stepMinutes: number;
  checkInWindowMinutes: number;
  /** Days after today that can be booked (spaces.advanceBookingDays). */
  advanceDays: number;
  /** Bookings per ISO week as organizer; 0 = unlimited (spaces.maxBookingsPerWeek). */
  weeklyLimit: number;
}

/** The plan's own zoom (a view control of the map, never saved; general.zoom scales the whole interface). */
export const ZOOM_LIMITS = { min: 50, max: 200, step: 25, default: 100 } as const;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Typed view of `me.settings` with the registry defaults (spec 9) for missing values. */
export function readSpaceSettings(settings: Record<string, unknown> | undefined): SpaceSettings {
  const s = settings ?? {};
  const products = s['spaces.products'] === undefined ? [...SPACE_PRODUCTS] : strings(s['spaces.products']);
  const favouriteFloorPlan = s['spaces.favouriteFloorPlan'];
  return {
    products: products.filter(isSpaceProduct),
    favouriteSeats: strings(s['spaces.favouriteSeats']),
    favouriteFloorPlan: typeof favouriteFloorPlan === 'string' ? favouriteFloorPlan : '',
    stepMinutes: numberOr(s['spaces.bookingStepMinutes'], 15),
    checkInWindowMinutes: numberOr(s['spaces.checkInWindowMinutes'], 15),
    advanceDays: numberOr(s['spaces.advanceBookingDays'], 14),
    weeklyLimit: numberOr(s['spaces.maxBookingsPerWeek'], 0),
  };
}

export function clampZoom(zoom: number): number {
  return Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, Math.round(zoom)));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The map selection from the query string; anything missing or malformed takes its default. */
export function parseSelection(params: URLSearchParams, today: string): MapSelection {
  const date = params.get('date') ?? '';
  const work = params.get('work');
  const bookingMode: BookingMode = params.get('mode') === 'hourly' ? 'hourly' : 'allDay';
  const workTime: WorkTime = work === 'morning' || work === 'afternoon' ? work : 'allDay';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    date: DATE.test(date) ? date : today,
    bookingMode,
    workTime,
    from: TIME.test(from) ? from : DEFAULT_FROM,
    to: TIME.test(to) ? to : DEFAULT_TO,
  };
}

/** Equipment filter `?eq=Monitor,Beamer` (empty = off). */
export function parseEquipment(params: URLSearchParams): string[] {
  return (params.get('eq') ?? '').split(',').filter((name) => name.length > 0);
}

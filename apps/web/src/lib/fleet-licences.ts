import { formatLocalDate } from './format-date';
import type { Me } from './session';

/** Who checks driver's licences (spec 6); the menu entry, its badge and the page follow it. */
export const EXAMINER_PERMISSION = 'fahrzeug_fuehrerscheinpruefung';

/** The examiners' page (issue 12 point 7). */
export const LICENCES_PATH = '/fahrzeuge/fuehrerschein';

export function isExaminer(me: Me | undefined): boolean {
  return me?.permissions.includes(EXAMINER_PERMISSION) === true;
}

/** The badge shows a number only while checks are due (undefined: not loaded yet or none due). */
export function licenceBadgeCount(count: number | undefined): number | undefined {
  return count !== undefined && count > 0 ? count : undefined;
}

/** A date of the API ('YYYY-MM-DD') as the day in the user's language, without time zone shifts. */
export function formatLocalDay(date: string | null | undefined, lang: string | undefined): string {
  return date ? formatLocalDate(date, lang) : '';
}

/**
 * Status colours of the list and the account page: filled badges with autoContrast (black or
 * white text), shades chosen for a contrast of at least 4.5:1 (axe).
 */
export const LICENCE_STATUS_COLOUR = {
  valid: 'teal.9',
  dueSoon: 'yellow.4',
  overdue: 'red.9',
  none: 'gray.2',
} as const;

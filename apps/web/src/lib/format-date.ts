import { DEFAULT_TIME_ZONE } from '@buchbar/domain/time/default-time-zone';

/** Every date and time in the UI is shown in the organisation's zone, whatever the device's zone is. */
export const DISPLAY_TIME_ZONE = DEFAULT_TIME_ZONE;

export type DisplayLanguage = 'de' | 'en';

const LOCALES: Record<DisplayLanguage, string> = { de: 'de-DE', en: 'en-GB' };

type Style = 'dateTime' | 'dateTimeZone' | 'date' | 'time';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  // With the zone abbreviation: tells 02:30 MESZ from 02:30 MEZ on the day the clocks go back.
  dateTimeZone: {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
};

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Style, lang: DisplayLanguage): Intl.DateTimeFormat {
  const key = `${style}:${lang}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      ...OPTIONS[style],
      timeZone: DISPLAY_TIME_ZONE,
      hourCycle: 'h23',
    });
    cache.set(key, format);
  }
  return format;
}

/** Unknown languages fall back to German, the product's default. */
export function toDisplayLanguage(lang: string | undefined): DisplayLanguage {
  return lang?.toLowerCase().startsWith('en') ? 'en' : 'de';
}

function format(style: Style, value: string | Date, lang: string | undefined): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  // An unparsable instant renders as empty text instead of crashing the page (Intl throws RangeError).
  if (Number.isNaN(date.getTime())) return '';
  return formatter(style, toDisplayLanguage(lang)).format(date);
}

/** `25.10.2026, 02:30` (de) / `25/10/2026, 02:30` (en). */
export const formatDateTime = (value: string | Date, lang?: string): string =>
  format('dateTime', value, lang);

/** `25.10.2026, 02:30 MESZ` (de) / `25/10/2026, 02:30 CEST` (en). */
export const formatDateTimeWithZone = (value: string | Date, lang?: string): string =>
  format('dateTimeZone', value, lang);

/** `25.10.2026` (de) / `25/10/2026` (en). */
export const formatDate = (value: string | Date, lang?: string): string => format('date', value, lang);

/** `02:30` in both languages (24-hour clock). */
export const formatTime = (value: string | Date, lang?: string): string => format('time', value, lang);

/** Mantine date inputs' `valueFormat` (dayjs) per language: de 24.11.2026, en 24 Nov 2026. */
export const DATE_INPUT_FORMAT: Record<DisplayLanguage, string> = { de: 'DD.MM.YYYY', en: 'D MMM YYYY' };

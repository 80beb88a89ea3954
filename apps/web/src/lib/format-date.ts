import { DEFAULT_TIME_ZONE } from '@buchbar/domain/time/default-time-zone';

/** Every date and time in the UI is shown in the organisation's zone, whatever the device's zone is. */
export const DISPLAY_TIME_ZONE = DEFAULT_TIME_ZONE;

export type DisplayLanguage = 'de' | 'en';

const LOCALES: Record<DisplayLanguage, string> = { de: 'de-DE', en: 'en-GB' };

type Style = 'dateTime' | 'dateTimeZone' | 'date' | 'time';

// Numeric parts everywhere; English is assembled from them (formatEnglish).
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

/** English month abbreviations as dayjs and the server write them ("Sep", where ICU says "Sept"). */
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * One date format per language (issue 14 point 6): German `24.11.2026`, English `24 Nov 2026`,
 * the same as the date inputs (DATE_INPUT_FORMAT) and the server's messages. English is built
 * from the parts, so the month is always three letters.
 */
function formatEnglish(style: Style, date: Date): string {
  const parts = Object.fromEntries(
    formatter(style, 'en')
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  const day = `${Number(parts.day)} ${MONTHS_EN[Number(parts.month) - 1]} ${parts.year}`;
  const time = `${parts.hour}:${parts.minute}`;
  if (style === 'date') return day;
  if (style === 'time') return time;
  return style === 'dateTimeZone' ? `${day}, ${time} ${parts.timeZoneName}` : `${day}, ${time}`;
}

/** Unknown languages fall back to German, the product's default. */
export function toDisplayLanguage(lang: string | undefined): DisplayLanguage {
  return lang?.toLowerCase().startsWith('en') ? 'en' : 'de';
}

function format(style: Style, value: string | Date, lang: string | undefined): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  // An unparsable instant renders as empty text instead of crashing the page (Intl throws RangeError).
  if (Number.isNaN(date.getTime())) return '';
  const language = toDisplayLanguage(lang);
  return language === 'en' ? formatEnglish(style, date) : formatter(style, language).format(date);
}

/** `25.10.2026, 02:30` (de) / `25 Oct 2026, 02:30` (en). */
export const formatDateTime = (value: string | Date, lang?: string): string =>
  format('dateTime', value, lang);

/** `25.10.2026, 02:30 MESZ` (de) / `25 Oct 2026, 02:30 CEST` (en). */
export const formatDateTimeWithZone = (value: string | Date, lang?: string): string =>
  format('dateTimeZone', value, lang);

/** `25.10.2026` (de) / `25 Oct 2026` (en). */
export const formatDate = (value: string | Date, lang?: string): string => format('date', value, lang);

/** `02:30` in both languages (24-hour clock). */
export const formatTime = (value: string | Date, lang?: string): string => format('time', value, lang);

/**
 * A calendar date of the API (`YYYY-MM-DD`) in the reader's format, without time-zone shifts:
 * `24.11.2026` / `24 Nov 2026`.
 */
export const formatLocalDate = (date: string, lang?: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(`${date}T12:00:00Z`, lang) : '';

/** Mantine date inputs' `valueFormat` (dayjs) per language: de 24.11.2026, en 24 Nov 2026. */
export const DATE_INPUT_FORMAT: Record<DisplayLanguage, string> = { de: 'DD.MM.YYYY', en: 'D MMM YYYY' };

/** Mantine date-time inputs' `valueFormat` (dayjs), 24-hour clock: de 24.11.2026 10:00, en 24 Nov 2026, 10:00. */
export const DATE_TIME_INPUT_FORMAT: Record<DisplayLanguage, string> = {
  de: 'DD.MM.YYYY HH:mm',
  en: 'D MMM YYYY, HH:mm',
};

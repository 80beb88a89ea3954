import { DEFAULT_TIME_ZONE } from '@buchbar/domain/time/zoned-time';
import type { Language } from '../http/messages';

/** The locale of each mail language (German dates for `de`, British for `en`). */
export const MAIL_LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/**
 * One date formatter per mail language, built once (building an Intl.DateTimeFormat costs far
 * more than using it); times in Europe/Berlin unless `options.timeZone` says otherwise.
 */
export function mailDateFormats(options: Intl.DateTimeFormatOptions): Record<Language, Intl.DateTimeFormat> {
  const format = (lang: Language) =>
    new Intl.DateTimeFormat(MAIL_LOCALE[lang], { timeZone: DEFAULT_TIME_ZONE, ...options });
  return { de: format('de'), en: format('en') };
}

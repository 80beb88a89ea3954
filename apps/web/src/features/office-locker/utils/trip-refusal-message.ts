import { FLEET_MESSAGES } from '@buchbar/domain/fleet/messages';

/**
 * The text of a readings refusal found before sending (validateTripEntry), in the screen's
 * language, from the same catalogue the server uses; codes outside it get the form's own text.
 */
export function tripRefusalMessage(
  code: string,
  details: Readonly<Record<string, unknown>>,
  lang: 'de' | 'en',
  fallback: string,
): string {
  const entry = (FLEET_MESSAGES as Record<string, { de: string; en: string } | undefined>)[code];
  if (!entry) return fallback;
  return entry[lang].replace(/\{(\w+)\}/g, (_, key: string) => String(details[key] ?? ''));
}

import catalogue from './messages.json' with { type: 'json' };

export type Language = 'de' | 'en';

type Catalogue = Record<string, { de: string; en: string }>;

/**
 * Server-side messages of the uniform error body (messages.json; the modules add theirs with
 * registerMessages): `{name}` placeholders come from details.
 */
const messages: Catalogue = { ...catalogue };

export function pickLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'de';
  const first = acceptLanguage
    .split(',')
    .map((part) => part.trim().split(';')[0]?.toLowerCase() ?? '')
    .find((tag) => tag.startsWith('de') || tag.startsWith('en'));
  return first?.startsWith('en') ? 'en' : 'de';
}

/** Placeholder values that are words of their own (e.g. settings layers) get translated too. */
const LAYER_LABELS: Record<Language, Record<string, string>> = {
  de: { tenant: 'Mandant', group: 'Gruppe', user: 'Benutzer' },
  en: { tenant: 'tenant', group: 'group', user: 'user' },
};

export function translate(code: string, lang: Language, details: Record<string, unknown> = {}): string {
  const entry = messages[code] ?? messages.INTERNAL;
  const template = entry ? entry[lang] : code;
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = details[key];
    if (key === 'layer' && typeof v === 'string') return LAYER_LABELS[lang][v] ?? v;
    if (key === 'maxBytes' && typeof v === 'number') return byteSizeText(v, lang);
    if (typeof v === 'string' && LOCAL_DATE.test(v)) return localDateText(v, lang);
    return Array.isArray(v) ? v.join(', ') : v === undefined ? `{${key}}` : String(v);
  });
}

/** A size limit as people read it: `10 MB`, `1,5 MB` (German decimal comma), `500 KB`, `12 Bytes`. */
export function byteSizeText(bytes: number, lang: Language): string {
  const locale = lang === 'de' ? 'de-DE' : 'en-GB';
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : bytes >= 1024 ? [bytes / 1024, 'KB'] : [bytes, ''];
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  return `${number} ${unit || (lang === 'de' ? 'Bytes' : 'bytes')}`;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date in a message in the reader's format (issue 14: never ISO in a refusal): German
 * `24.11.2026`, English `24 Nov 2026`, the web's formats; `details` keep the ISO date for clients.
 */
export function localDateText(date: string, lang: Language): string {
  const m = LOCAL_DATE.exec(date);
  if (!m) return date;
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  const month = MONTHS_EN[Number(mo) - 1];
  if (lang === 'en' && month) return `${Number(d)} ${month} ${y}`;
  return `${d}.${mo}.${y}`;
}

/** Lets bounded contexts add their codes next to their code. */
export function registerMessages(more: Catalogue): void {
  Object.assign(messages, more);
}

export function hasMessage(code: string): boolean {
  return code in messages;
}

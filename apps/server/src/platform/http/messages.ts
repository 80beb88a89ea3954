export type Language = 'de' | 'en';

type Catalogue = Record<string, { de: string; en: string }>;

/** Server-side messages of the uniform error body; {name} placeholders come from details. */
const messages: Catalogue = {
  VALIDATION_FAILED: { de: 'Die Eingabe ist ungültig.', en: 'The input is invalid.' },
  UNAUTHENTICATED: { de: 'Bitte melden Sie sich an.', en: 'Please sign in.' },
  FORBIDDEN: {
    de: 'Dafür fehlt Ihnen die Berechtigung.',
    en: 'You do not have permission to do this.',
  },
  FOREIGN_ORIGIN: {
    de: 'Anfragen von {origin} werden nicht angenommen.',
    en: 'Requests from {origin} are not accepted.',
  },
  USE_PUBLIC_URL: {
    de: 'Bitte öffnen Sie Buchbar über {publicUrl}; die Anmeldung über {origin} ist nicht möglich.',
    en: 'Please open Buchbar at {publicUrl}; signing in through {origin} is not possible.',
  },
  NOT_FOUND: { de: 'Nicht gefunden.', en: 'Not found.' },
  ROUTE_NOT_FOUND: {
    de: 'Die Adresse {method} {url} gibt es nicht.',
    en: 'There is no route {method} {url}.',
  },
  RATE_LIMITED: {
    de: 'Zu viele Anfragen. Bitte versuchen Sie es in {seconds} Sekunden erneut.',
    en: 'Too many requests. Please try again in {seconds} seconds.',
  },
  TOO_MANY_REQUESTS: {
    de: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
    en: 'Too many requests. Please wait a moment.',
  },
  PAYLOAD_TOO_LARGE: { de: 'Die Anfrage ist zu groß.', en: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: {
    de: 'Dieses Datenformat wird nicht unterstützt.',
    en: 'This content type is not supported.',
  },
  MALFORMED_JSON: { de: 'Der Inhalt ist kein gültiges JSON.', en: 'The body is not valid JSON.' },
  // Refusals of malformed input on every route (issue 8, points 9-12).
  JSON_TOO_DEEP: {
    de: 'Der Inhalt ist zu tief verschachtelt (höchstens {maxDepth} Ebenen).',
    en: 'The body is nested too deeply (at most {maxDepth} levels).',
  },
  INVALID_CHARACTERS: {
    de: 'Die Anfrage enthält ein unzulässiges Zeichen (NUL).',
    en: 'The request contains a character that is not allowed (NUL).',
  },
  INVALID_ENCODING: {
    de: 'Der Inhalt ist kein gültiges UTF-8.',
    en: 'The body is not valid UTF-8.',
  },
  BAD_URL: { de: 'Die Adresse ist ungültig kodiert.', en: 'The address is not validly encoded.' },
  URL_TOO_LONG: { de: 'Die Adresse ist zu lang.', en: 'The address is too long.' },
  HEADERS_TOO_LARGE: {
    de: 'Die Kopfzeilen der Anfrage sind zu groß.',
    en: 'The request headers are too large.',
  },
  REQUEST_TIMEOUT: { de: 'Die Anfrage kam nicht rechtzeitig an.', en: 'The request did not arrive in time.' },
  MALFORMED_REQUEST: { de: 'Die Anfrage ist fehlerhaft.', en: 'The request is malformed.' },
  DATE_OUT_OF_RANGE: {
    de: 'Das Datum muss zwischen {min} und {max} liegen.',
    en: 'The date must lie between {min} and {max}.',
  },
  ALREADY_EXISTS: { de: 'Diesen Eintrag gibt es bereits.', en: 'This entry exists already.' },
  REFERENCE_NOT_FOUND: {
    de: 'Ein verknüpfter Eintrag existiert nicht (mehr).',
    en: 'A referenced entry does not exist (any more).',
  },
  CONSTRAINT_VIOLATED: {
    de: 'Die Änderung verletzt eine Regel der Daten.',
    en: 'The change violates a rule of the data.',
  },
  VALUE_REQUIRED: { de: 'Ein Pflichtwert fehlt.', en: 'A required value is missing.' },
  INVALID_VALUE: {
    de: 'Ein Wert kann nicht gespeichert werden.',
    en: 'A value cannot be stored.',
  },
  UPLOAD_INCOMPLETE: {
    de: 'Die Datei kam nicht vollständig an. Bitte laden Sie sie erneut hoch.',
    en: 'The file did not arrive completely. Please upload it again.',
  },
  UPLOAD_TOO_LARGE: {
    de: 'Die Datei ist zu groß (höchstens {maxBytes}).',
    en: 'The file is too large (at most {maxBytes}).',
  },
  UPLOAD_TYPE_NOT_ALLOWED: {
    de: 'Fehler beim Hochladen der Datei: nur {allowed} sind erlaubt.',
    en: 'Error uploading the file: only {allowed} are allowed.',
  },
  UPLOAD_EMPTY: {
    de: 'Fehler beim Hochladen der Datei: die Datei ist leer.',
    en: 'Error uploading the file: the file is empty.',
  },
  UPLOAD_MISSING: { de: 'Es wurde keine Datei gesendet.', en: 'No file was sent.' },
  STORAGE_INVALID_KEY: { de: 'Ungültiger Dateiname.', en: 'Invalid file name.' },
  STORAGE_UNKNOWN_BUCKET: { de: 'Unbekannter Speicherbereich.', en: 'Unknown storage bucket.' },
  DATABASE_UNAVAILABLE: {
    de: 'Die Datenbank ist nicht erreichbar.',
    en: 'The database is not reachable.',
  },
  INTERNAL: {
    de: 'Ein unerwarteter Fehler ist aufgetreten.',
    en: 'An unexpected error occurred.',
  },
};

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

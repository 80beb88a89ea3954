import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** No request body of the product nests deeper than a handful of levels; 32 leaves room. */
export const MAX_JSON_DEPTH = 32;

/**
 * Input refused before any route sees it, on every route (/api/auth/* included):
 * - JSON nested deeper than MAX_JSON_DEPTH (400 JSON_TOO_DEEP): recursive code further on
 *   (validation, JSON.stringify, better-auth) would otherwise overflow the stack;
 * - a NUL character in a path parameter, the query, the body (keys too) or a session cookie
 *   (400 INVALID_CHARACTERS): PostgreSQL refuses it in text and jsonb, so it would end as a 500.
 * Escaped forms arrive decoded: JSON "\u0000", query and path "%00" all become U+0000.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Fastify's own parser with the instance's settings (both poisoning checks: 'error').
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    // Decoded strictly: invalid UTF-8 would otherwise be stored as U+FFFD (400 INVALID_ENCODING).
    const text = decodeUtf8(body as Buffer);
    if (text === undefined) {
      done(new AppError(400, 'INVALID_ENCODING'), undefined);
      return;
    }
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new AppError(400, 'JSON_TOO_DEEP', { maxDepth: MAX_JSON_DEPTH }), undefined);
      return;
    }
    parseJson(req, text, done);
  });
  app.addHook('preValidation', (req, _reply, done) => {
    const where = nulIn(req);
    done(where ? new AppError(400, 'INVALID_CHARACTERS', { in: where }) : undefined);
  });
}

function nulIn(req: FastifyRequest): string | undefined {
  if (hasNul(req.params)) return 'path';
  if (hasNul(req.query)) return 'query';
  if (hasNul(req.body)) return 'body';
  if (ownCookieHasNul(req.headers.cookie)) return 'cookie';
  return undefined;
}

/** Only the product's cookies: a stray cookie of another app on the same host must not lock users out. */
function ownCookieHasNul(header: string | undefined): boolean {
  if (!header?.includes('buchbar')) return false;
  return header
    .split(';')
    .some((pair) => pair.trim().startsWith('buchbar') && (pair.includes('%00') || pair.includes('\u0000')));
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function decodeUtf8(bytes: Buffer): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** True when a string, key or nested value holds U+0000 (depth is bounded by the JSON parser). */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some(hasNul);
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNul(v)) return true;
  }
  return false;
}

/** Counts the bracket depth outside of strings without parsing (a 1 MB body takes ~1 ms). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

import { uniformBody } from '../http/error-handler';
import { hasMessage, type Language } from '../http/messages';

/** better-auth codes that mean one of our general codes (the status stays better-auth's). */
const SAME_AS: Record<string, string> = {
  VALIDATION_ERROR: 'VALIDATION_FAILED',
  BODY_MUST_BE_AN_OBJECT: 'VALIDATION_FAILED',
  MISSING_FIELD: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHENTICATED',
};

/** The general code of a status, for answers without a code we know. */
function codeOfStatus(status: number): string {
  if (status === 400) return 'VALIDATION_FAILED';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'INTERNAL';
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * better-auth answers errors as `{code, message}` in English; the API answers every error as
 * `{"error":{"code","message","details"}}` in the caller's language. The code stays better-auth's
 * (INVALID_EMAIL_OR_PASSWORD, INVALID_CODE, …) so clients can tell the cases apart; its message
 * comes from our catalogue (the identity module's better-auth.messages.json), else the status's general one.
 */
export function uniformAuthError(status: number, text: string, lang: Language) {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const given = isRecord(body) && typeof body.code === 'string' && body.code ? body.code : undefined;
  const details: Record<string, unknown> =
    isRecord(body) && isRecord(body.details) ? { ...body.details } : {};
  const code = given ? (SAME_AS[given] ?? given) : codeOfStatus(status);
  if (code === 'VALIDATION_FAILED' && isRecord(body) && typeof body.message === 'string')
    details.reason = body.message;
  if (hasMessage(code)) return uniformBody(code, lang, details);
  const general = uniformBody(codeOfStatus(status), lang, details);
  return { error: { ...general.error, code } };
}

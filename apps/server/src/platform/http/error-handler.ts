import { DATE_OUT_OF_RANGE, DATE_RANGE } from '@buchbar/contracts/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../database/database-errors';
import { AppError } from './app-error';
import { databaseRefusal } from './database-errors';
import { domainErrorReply } from './domain-errors';
import { type Language, pickLanguage, translate } from './messages';

type Body = { error: { code: string; message: string; details: Record<string, unknown> } };

export function errorBody(req: FastifyRequest, code: string, details: Record<string, unknown> = {}): Body {
  return uniformBody(code, pickLanguage(req.headers['accept-language']), details);
}

export function uniformBody(code: string, lang: Language, details: Record<string, unknown> = {}): Body {
  return { error: { code, message: translate(code, lang, details), details } };
}

/** Fastify's own refusals by error code: status and our code (the rest of 4xx: VALIDATION_FAILED). */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'MALFORMED_REQUEST'],
  FST_ERR_BAD_URL: [400, 'BAD_URL'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URL_TOO_LONG'],
  FST_REQ_FILE_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_PARTS_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_FILES_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_FIELDS_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_PROTO_VIOLATION: [400, 'MALFORMED_REQUEST'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
};

/** Maps every failure to the uniform error body; bad input is never a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) return send(reply, err.status, errorBody(req, err.code, err.details));
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((v) => ({
        path: `${err.validationContext ?? 'body'}${v.instancePath.replace(/\//g, '.')}`,
        message: v.message ?? 'invalid',
      }));
      // A well-formed date outside the accepted years is a refused value, not malformed input.
      if (err.validation.every((v) => issueCode(v.params) === DATE_OUT_OF_RANGE))
        return send(reply, 422, errorBody(req, DATE_OUT_OF_RANGE, { ...DATE_RANGE, fields }));
      return send(reply, 400, errorBody(req, 'VALIDATION_FAILED', { fields }));
    }
    const domain = domainErrorReply(err);
    if (domain) return send(reply, domain.status, errorBody(req, domain.code, domain.details));
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return send(reply, known[0], errorBody(req, known[1]));
    if (isDatabaseUnavailable(err)) return send(reply, 503, errorBody(req, 'DATABASE_UNAVAILABLE'));
    const refused = databaseRefusal(err);
    if (refused) return send(reply, refused.status, errorBody(req, refused.code, refused.details));
    const status = err.statusCode ?? 500;
    if (status === 413) return send(reply, 413, errorBody(req, 'PAYLOAD_TOO_LARGE'));
    if (status === 415) return send(reply, 415, errorBody(req, 'UNSUPPORTED_MEDIA_TYPE'));
    if (status >= 400 && status < 500) {
      return send(reply, status, errorBody(req, 'VALIDATION_FAILED', { reason: err.message }));
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, errorBody(req, 'INTERNAL'));
  });
  app.setNotFoundHandler((req, reply) =>
    send(reply, 404, errorBody(req, 'ROUTE_NOT_FOUND', { method: req.method, url: req.url.split('?')[0] })),
  );
}

/**
 * Fastify's option `frameworkErrors`: refusals before routing (a URL whose escapes do not
 * decode, e.g. /api/v1/users/%E0%A4%A; a path parameter past maxParamLength).
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const [status, code] = (err.code && FASTIFY_CODES[err.code]) || [400, 'BAD_URL'];
  const body = errorBody(req, code);
  // Fastify answers these outside the route lifecycle: no "request completed" line follows the
  // "incoming request" one. The refusal is logged as what it is, with its status and body.
  req.log.info({ res: { statusCode: status }, error: body.error }, 'request refused');
  send(reply, status, body);
}

/**
 * Fastify's option `clientErrorHandler`: Node refused the request before it was parsed (headers
 * too large, a malformed request line). No header is known here, so the message is German, the
 * product's default language.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: import('node:net').Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'HEADERS_TOO_LARGE']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'REQUEST_TIMEOUT']
        : [400, 'Bad Request', 'MALFORMED_REQUEST'];
  const body = JSON.stringify(uniformBody(code, 'de'));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** The `params.code` of a zod refinement (fastify-type-provider-zod keeps it in params.params). */
function issueCode(params: unknown): unknown {
  const inner = (params as { params?: { code?: unknown } } | undefined)?.params;
  return inner?.code;
}

function send(reply: FastifyReply, status: number, body: Body) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

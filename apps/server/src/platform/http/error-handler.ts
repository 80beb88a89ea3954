import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../database/database-errors';
import { AppError } from './app-error';
import { pickLanguage, translate } from './messages';

type Body = { error: { code: string; message: string; details: Record<string, unknown> } };

export function errorBody(req: FastifyRequest, code: string, details: Record<string, unknown> = {}): Body {
  return {
    error: { code, message: translate(code, pickLanguage(req.headers['accept-language']), details), details },
  };
}

/** Maps every failure to the uniform error body; bad input is never a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) return send(reply, err.status, errorBody(req, err.code, err.details));
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((v) => ({
        path: `${err.validationContext ?? 'body'}${v.instancePath.replace(/\//g, '.')}`,
        message: v.message ?? 'invalid',
      }));
      return send(reply, 400, errorBody(req, 'VALIDATION_FAILED', { fields }));
    }
    if (isDatabaseUnavailable(err)) return send(reply, 503, errorBody(req, 'DATABASE_UNAVAILABLE'));
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE')
      return send(reply, 413, errorBody(req, 'PAYLOAD_TOO_LARGE'));
    if (status === 415) return send(reply, 415, errorBody(req, 'UNSUPPORTED_MEDIA_TYPE'));
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(reply, 400, errorBody(req, 'MALFORMED_JSON'));
    }
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

function send(reply: FastifyReply, status: number, body: Body) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

import { ERROR_RESPONSES, ErrorBody } from '@buchbar/contracts/common';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** What an error status means to a client (README "API", docs/api-errors.md). */
const ERROR_STATUS_DESCRIPTIONS: Record<string, string> = {
  400: 'Invalid input (details.fields names the fields)',
  401: 'Not signed in',
  403: 'Missing permission, or a request from a foreign origin',
  404: "Unknown id, or another tenant's id",
  409: 'Conflict (overlap, illegal state transition)',
  413: 'Upload too large',
  415: 'Upload of a refused media type',
  422: 'Business rule refused',
  429: 'Rate limited',
  503: 'Not ready',
  default: 'Any other error',
};

/** Every request passes the input guard (400); the health probes are exempt from the rate limit. */
const EVERY_OPERATION = ['400', 'default'];
/** API operations may answer the statuses of ERROR_RESPONSES and the global rate limit's 429. */
const API_OPERATION = [...Object.keys(ERROR_RESPONSES), '429', 'default'];
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

type Response = { description?: string; content?: Record<string, { schema?: unknown }> };
type Operation = { responses?: Record<string, Response> };
type Document = { paths?: Record<string, Record<string, Operation>> };

/**
 * The last step of the OpenAPI document: components.schemas from the zod schemas named with
 * `.meta({ id })` (so every `$ref` resolves), and every operation documents its error answers
 * with the uniform error body. Only the document changes; validation and serialisation of the
 * routes stay as the routes declare them.
 */
export const openApiTransformObject: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  documentErrorResponses(document as Document, `#/components/schemas/${ErrorBody.meta()?.id ?? 'ErrorBody'}`);
  return document;
};

function documentErrorResponses(document: Document, errorBodyRef: string): void {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const statuses = path.startsWith('/api/') ? API_OPERATION : EVERY_OPERATION;
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      operation.responses ??= {};
      const responses = operation.responses;
      for (const status of statuses) {
        responses[status] ??= { content: { 'application/json': { schema: { $ref: errorBodyRef } } } };
      }
      for (const [status, response] of Object.entries(responses)) {
        const meaning = ERROR_STATUS_DESCRIPTIONS[status];
        if (meaning && (!response.description || response.description === 'Default Response')) {
          response.description = meaning;
        }
      }
    }
  }
}

import { ERROR_RESPONSES, ErrorBody } from '@buchbar/contracts/common';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  binaryAnswerOf,
  fallbackSummary,
  operationIdOf,
  SUMMARIES,
  securityOf,
  securitySchemes,
} from './openapi-operations';

/** What an error status means to a client (docs/api.md, docs/api-errors.md). */
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
type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, Response>;
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  security?: Record<string, string[]>[];
};

/**
 * The last step of the OpenAPI document, so that a client generated from it alone works (issue 22
 * point 12): components.schemas from the zod schemas named with `.meta({ id })` (every `$ref`
 * resolves); the sign-in and sign-out endpoints of better-auth; every operation with a unique
 * operationId, a summary, its security (the session cookie unless public or token-based), its
 * binary answers' media types and its error answers with the uniform error body; and
 * `nullable` never beside `allOf`. Only the document changes; validation and serialisation of
 * the routes stay as the routes declare them.
 */
export function createOpenApiTransformObject(publicUrl: string): typeof jsonSchemaTransformObject {
  return (input) => {
    const document = jsonSchemaTransformObject(input) as ReturnType<typeof jsonSchemaTransformObject> &
      Document;
    addAuthEndpoints(document);
    document.components = { ...document.components, securitySchemes: securitySchemes(publicUrl) };
    document.security = [{ sessionCookie: [] }];
    describeOperations(document);
    documentErrorResponses(document, `#/components/schemas/${ErrorBody.meta()?.id ?? 'ErrorBody'}`);
    replaceNullableAllOf(document);
    return document;
  };
}

function describeOperations(document: Document): void {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      operation.operationId ??= operationIdOf(method, path);
      operation.summary ??= SUMMARIES[key] ?? fallbackSummary(method, path);
      operation.security = securityOf(method, path);
      const binary = binaryAnswerOf(method, path);
      const ok = operation.responses?.['200'];
      if (binary && (!ok?.content || Object.keys(ok.content).length === 0)) {
        operation.responses = {
          ...operation.responses,
          200: {
            description:
              ok?.description && ok.description !== 'Default Response' ? ok.description : 'The file',
            content: binary,
          },
        };
      }
    }
  }
}

/**
 * OpenAPI 3.0.3: `nullable` only adds null to a `type` beside it, so `{nullable, allOf: [$ref]}`
 * (what the zod conversion makes of `X.nullable()`) does not allow null at all for strict tools.
 * It becomes `anyOf: [X, null]`, which every generator reads as `X | null`.
 */
function replaceNullableAllOf(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) replaceNullableAllOf(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && (Array.isArray(schema.allOf) || typeof schema.$ref === 'string')) {
    const parts = Array.isArray(schema.allOf) ? (schema.allOf as unknown[]) : [{ $ref: schema.$ref }];
    const only = parts.length === 1 ? parts[0] : { allOf: parts };
    delete schema.nullable;
    delete schema.allOf;
    delete schema.$ref;
    schema.anyOf = [only, NULL_SCHEMA];
  }
  for (const value of Object.values(schema)) replaceNullableAllOf(value);
}
const NULL_SCHEMA = { type: 'object', nullable: true, enum: [null] };

/**
 * better-auth serves /api/auth/* itself (auth.routes.ts, hidden from the document); a client
 * needs at least signing in and out, so they are described here by hand.
 */
function addAuthEndpoints(document: Document): void {
  const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
  const json = (schema: unknown) => ({ 'application/json': { schema } });
  const setCookie = {
    'Set-Cookie': {
      description: 'The session cookie (httpOnly; send it back on every request).',
      schema: { type: 'string' },
    },
  };
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...AUTH_SCHEMAS },
  };
  document.paths = {
    ...document.paths,
    '/api/auth/sign-in/email': {
      post: {
        tags: ['auth'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: ref('SignInEmail'),
              example: { email: 'booker@demo.example', password: 'buchbar-demo' },
            },
          },
        },
        responses: {
          200: {
            description: 'Signed in: the session cookie is set (or a second factor is asked for)',
            headers: setCookie,
            content: json(ref('SignInEmailResult')),
          },
        },
      } as Operation,
    },
    '/api/auth/sign-out': {
      post: {
        tags: ['auth'],
        requestBody: { content: json({ type: 'object', additionalProperties: false }) },
        responses: {
          200: {
            description: 'Signed out: the session ends and its cookie is cleared',
            content: json(ref('SignOutResult')),
          },
        },
      } as Operation,
    },
  };
}

const AUTH_SCHEMAS = {
  SignInEmail: {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email', maxLength: 254 },
      password: { type: 'string', maxLength: 4096 },
      rememberMe: { type: 'boolean' },
      callbackURL: { type: 'string', maxLength: 4096 },
    },
    required: ['email', 'password'],
    additionalProperties: false,
  },
  SignInEmailResult: {
    type: 'object',
    properties: {
      redirect: { type: 'boolean' },
      token: { type: 'string' },
      url: { type: 'string' },
      twoFactorRedirect: {
        type: 'boolean',
        description:
          'A second factor is needed: the session starts after POST /api/auth/two-factor/verify-totp',
      },
      user: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          email: { type: 'string' },
          name: { type: 'string' },
          firstName: { type: 'string' },
          lastName: { type: 'string' },
          tenantId: { type: 'string', nullable: true },
          emailVerified: { type: 'boolean' },
          twoFactorEnabled: { type: 'boolean' },
        },
        required: ['id', 'email'],
      },
    },
    example: {
      redirect: false,
      token: 'qWk3Yp0f0d1c2b3a4Z5y6x7w8v9u0t1s',
      user: {
        id: 'demo-booker',
        email: 'booker@demo.example',
        name: 'Ben Bucher',
        firstName: 'Ben',
        lastName: 'Bucher',
        tenantId: '00000000-0000-4000-8000-000000000001',
        emailVerified: true,
        twoFactorEnabled: false,
      },
    },
  },
  SignOutResult: {
    type: 'object',
    properties: { success: { type: 'boolean' } },
    required: ['success'],
    example: { success: true },
  },
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

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { compileErrors, validate } from '@readme/openapi-parser';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test/test-server';

type Schema = { $ref?: string };
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, Response>;
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, unknown>;
    securitySchemes?: Record<string, { type: string; in?: string; name?: string }>;
  };
  security?: Record<string, string[]>[];
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const ERROR_BODY = '#/components/schemas/ErrorBody';

function operations(doc: OpenApiDocument): { name: string; path: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${p}`, path: p, operation })),
  );
}

/**
 * The published OpenAPI document is what a client's tools take: a standard validator accepts it
 * with every $ref resolved, every operation documents its error answers with the uniform body, and
 * a TypeScript client generated from it (openapi-typescript) compiles and is typed precisely.
 */
describe('the OpenAPI document /api/docs/json', () => {
  const s = useTestServer();
  let doc: OpenApiDocument;
  beforeAll(async () => {
    const res = await fetch(`${s.base}/api/docs/json`);
    expect(res.status).toBe(200);
    doc = (await res.json()) as OpenApiDocument;
  });

  it('defines every schema it references', () => {
    const referenced = new Set(
      [...JSON.stringify(doc).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => String(m[1])),
    );
    expect(referenced.size).toBeGreaterThan(20);
    const defined = Object.keys(doc.components?.schemas ?? {});
    expect([...referenced].filter((name) => !defined.includes(name))).toEqual([]);
    expect(defined).toEqual(expect.arrayContaining(['Me', 'SpaceBooking', 'ErrorBody']));
  });

  it('passes a standard OpenAPI validator with every $ref resolved', async () => {
    const result = await validate(structuredClone(doc) as Parameters<typeof validate>[0]);
    expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid');
    expect(result.warnings).toEqual([]);
  });

  it('documents the error answers of every operation with the uniform error body', () => {
    const api = [...Object.keys(ERROR_RESPONSES), '429', 'default'];
    const missing: string[] = [];
    for (const { name, path: p, operation } of operations(doc)) {
      for (const status of p.startsWith('/api/') ? api : ['400', 'default']) {
        const response = operation.responses[status];
        const schema = response?.content?.['application/json']?.schema;
        if (
          schema?.$ref !== ERROR_BODY ||
          !response?.description ||
          response.description === 'Default Response'
        ) {
          missing.push(`${name} ${status}`);
        }
      }
    }
    expect(operations(doc).length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('gives every operation a unique operationId and a summary (issue 22 point 12)', () => {
    const ops = operations(doc);
    const missing = ops
      .filter(({ operation }) => !operation.operationId || !operation.summary)
      .map((o) => o.name);
    expect(missing).toEqual([]);
    const ids = ops.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const find = (name: string) => ops.find((o) => o.name === name)?.operation;
    expect(find('GET /api/v1/vehicles/{id}/logbook.pdf')?.operationId).toBe('getVehiclesByIdLogbookPdf');
    expect(find('GET /api/v1/me')?.summary).toBe('The signed-in user with their permissions and tenant');
  });

  it('declares the session cookie as security scheme and applies it; public operations need none', () => {
    expect(doc.components?.securitySchemes?.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'buchbar.session_token',
    });
    expect(doc.security).toEqual([{ sessionCookie: [] }]);
    const ops = operations(doc);
    const find = (name: string) => ops.find((o) => o.name === name)?.operation;
    expect(find('GET /api/v1/me')?.security).toEqual([{ sessionCookie: [] }]);
    expect(find('GET /healthz')?.security).toEqual([]);
    expect(find('POST /api/auth/sign-in/email')?.security).toEqual([]);
    expect(find('POST /api/auth/sign-out')?.security).toEqual([{ sessionCookie: [] }]);
    const schemes = Object.keys(doc.components?.securitySchemes ?? {});
    for (const { name, operation } of ops)
      for (const requirement of operation.security ?? [])
        for (const scheme of Object.keys(requirement)) expect(schemes, name).toContain(scheme);
  });

  it('secures every parameterless GET that needs a credential: without one it answers 401, public ones do not', async () => {
    const wrong: string[] = [];
    for (const { name, path: p, operation } of operations(doc)) {
      if (!name.startsWith('GET ') || p.includes('{') || p.endsWith('/events')) continue;
      const needsCredential = (operation.security ?? []).length > 0;
      const res = await fetch(`${s.base}${p}`);
      await res.body?.cancel();
      // 400: a required query parameter is checked first (the answer says nothing about security).
      if (res.status !== 400 && needsCredential !== (res.status === 401))
        wrong.push(`${name}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('declares the media types of binary answers', () => {
    const ops = operations(doc);
    const types = (name: string) =>
      Object.keys(ops.find((o) => o.name === name)?.operation.responses['200']?.content ?? {});
    expect(types('GET /api/v1/vehicles/{id}/logbook.pdf')).toEqual(['application/pdf']);
    expect(types('GET /api/v1/reports/{id}/logbook.xlsx')).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(types('GET /api/v1/calendar/{file}')).toEqual(['text/calendar']);
    expect(types('GET /api/v1/vehicles/{id}/image')).toEqual(['image/png', 'image/jpeg', 'image/svg+xml']);
    expect(types('GET /api/v1/events')).toEqual(['text/event-stream']);
    const noContent = ops
      .filter(({ name, operation }) => name.startsWith('GET ') && !operation.responses['200']?.content)
      .map((o) => o.name);
    expect(noContent).toEqual([]);
  });

  it('never puts nullable beside allOf or $ref', () => {
    const hits: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) {
        node.forEach((n, i) => {
          walk(n, `${at}/${i}`);
        });
        return;
      }
      if (typeof node !== 'object' || node === null) return;
      const o = node as Record<string, unknown>;
      if (o.nullable === true && (o.allOf || o.$ref)) hits.push(at);
      for (const [k, v] of Object.entries(o)) walk(v, `${at}/${k}`);
    };
    walk(doc, '#');
    expect(hits).toEqual([]);
    expect(JSON.stringify(doc.components?.schemas?.Trip)).toContain('"anyOf"');
  });

  it('has examples that validate against their schemas', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    // $refs point into the document: each example's schema is checked with the components beside it.
    const components = { schemas: doc.components?.schemas ?? {} };
    const failures: string[] = [];
    let count = 0;
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) {
        node.forEach((n, i) => {
          walk(n, `${at}/${i}`);
        });
        return;
      }
      if (typeof node !== 'object' || node === null) return;
      const o = node as Record<string, unknown>;
      if ('example' in o) {
        count++;
        // A schema with its example, or a media type object with its schema beside the example.
        const schema = (at.endsWith('application/json') ? o.schema : o) as Record<string, unknown>;
        const { example, ...rest } = schema === o ? o : { ...schema, example: o.example };
        const check = ajv.compile({ ...rest, components });
        if (!check(example)) failures.push(`${at}: ${ajv.errorsText(check.errors)}`);
      }
      for (const [k, v] of Object.entries(o)) if (k !== 'example') walk(v, `${at}/${k}`);
    };
    walk(doc, '#');
    expect(count).toBeGreaterThan(4);
    expect(failures).toEqual([]);
  });

  it('generates a TypeScript client that compiles and is typed precisely', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'buchbar-openapi-client-'));
    try {
      await writeFile(
        path.join(dir, 'api.ts'),
        astToString(await openapiTS(structuredClone(doc) as Parameters<typeof openapiTS>[0])),
      );
      await writeFile(path.join(dir, 'client.ts'), CLIENT);
      const program = ts.createProgram([path.join(dir, 'client.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** A small client of the generated types; the @ts-expect-error lines fail if a type were `any`. */
const CLIENT = `
import type { components, paths } from './api';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Me = Json<paths['/api/v1/me']['get']['responses'][200]>;
type Refusal = Json<paths['/api/v1/me']['get']['responses'][401]>;
type Bookings = paths['/api/v1/spaces/{product}/bookings']['post'];
type NewBooking = NonNullable<Bookings['requestBody']>['content']['application/json'];
type Booking = Json<Bookings['responses'][201]>;
type Conflict = Json<Bookings['responses'][409]>;

export const greet = (me: Me): string => me.user.firstName + ' ' + me.permissions.join(', ');
export const explain = (e: Refusal | Conflict): string => e.error.code + ': ' + e.error.message;
export const request: NewBooking = {
  spaceId: '00000000-0000-4000-8000-000000000000',
  start: '2026-03-02T08:00:00+01:00',
  end: '2026-03-02T12:00:00+01:00',
};
export const status = (b: Booking): components['schemas']['SpaceBooking']['status'] => b.status;
export const path: keyof paths = '/api/v1/spaces/{product}/bookings/{id}/check-in';

// @ts-expect-error an error code is a string
export const wrongCode: components['schemas']['ErrorBody'] = { error: { code: 1, message: '', details: {} } };
// @ts-expect-error a booking has no such status
export const wrongStatus: Booking['status'] = 'gebucht';
// @ts-expect-error there is no such operation
export const wrongPath: keyof paths = '/api/v1/nope';
`;

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import { compileErrors, validate } from '@readme/openapi-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

type Schema = { $ref?: string };
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { responses: Record<string, Response> };
type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
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
  let s: TestServer;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    s = await startTestServer();
    const res = await fetch(`${s.base}/api/docs/json`);
    expect(res.status).toBe(200);
    doc = (await res.json()) as OpenApiDocument;
  });
  afterAll(async () => s?.stop());

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

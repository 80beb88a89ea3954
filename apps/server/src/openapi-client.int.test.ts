import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * A client generated from the OpenAPI document alone works (issue 22 point 12): types from the
 * live document (openapi-typescript), a small program with openapi-fetch that tsc accepts in
 * strict mode, then the same program run against the server: sign in, read /me, list the
 * vehicles, download a logbook PDF of a fixed period, sign out. No clock is involved.
 */
describe('a client generated from /api/docs/json', () => {
  let s: TestServer;
  let dir: string;
  beforeAll(async () => {
    s = await startTestServer();
    // Inside the server workspace, so tsc and the import find openapi-fetch in node_modules.
    dir = await mkdtemp(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.openapi-client-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await s?.stop();
  });

  it('type-checks and signs in, reads /me, lists vehicles, downloads an export and signs out', async () => {
    const doc = (await (await fetch(`${s.base}/api/docs/json`)).json()) as Parameters<typeof openapiTS>[0];
    await writeFile(path.join(dir, 'api.ts'), astToString(await openapiTS(doc)));
    await writeFile(path.join(dir, 'client.ts'), CLIENT);
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);

    const client = (await import(path.join(dir, 'client.ts'))) as {
      run: (base: string) => Promise<Record<string, unknown>>;
    };
    expect(await client.run(s.base)).toEqual({
      email: 'fleet@demo.example',
      vehicles: expect.any(Number),
      pdf: '%PDF-',
      pdfType: 'application/pdf',
      afterSignOut: 401,
      code: 'UNAUTHENTICATED',
    });
  }, 120_000);
});

const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function run(base: string) {
  const anonymous = createClient<paths>({ baseUrl: base, headers: { origin: base } });
  const signIn = await anonymous.POST('/api/auth/sign-in/email', {
    body: { email: 'fleet@demo.example', password: 'buchbar-demo' },
  });
  if (!signIn.data) throw new Error('sign-in failed: ' + signIn.response.status);
  const cookie = signIn.response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const api = createClient<paths>({ baseUrl: base, headers: { origin: base, cookie } });

  const me = await api.GET('/api/v1/me');
  if (!me.data) throw new Error('me: ' + me.error?.error.code);
  const vehicles = await api.GET('/api/v1/logbook/vehicles');
  if (!vehicles.data) throw new Error('vehicles: ' + vehicles.error?.error.code);
  const first = vehicles.data[0];
  if (!first) throw new Error('no vehicle');
  const pdf = await api.GET('/api/v1/vehicles/{id}/logbook.pdf', {
    params: { path: { id: first.id }, query: { from: '2026-01-01', to: '2026-01-31', lang: 'de' } },
    parseAs: 'arrayBuffer',
  });
  if (!pdf.data) throw new Error('pdf: ' + pdf.error?.error.code);

  await api.POST('/api/auth/sign-out', { body: {} });
  const after = await api.GET('/api/v1/me');
  return {
    email: me.data.user.email,
    vehicles: vehicles.data.length,
    pdf: new TextDecoder().decode(pdf.data.slice(0, 5)),
    pdfType: pdf.response.headers.get('content-type'),
    afterSignOut: after.response.status,
    code: after.error?.error.code,
  };
}
`;

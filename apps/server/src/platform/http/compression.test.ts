import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, pickEncoding, registerCompression } from './compression';
import { registerStaticWeb } from './static-web';

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip;q=0.5', 'gzip'],
    ['deflate', undefined],
  ])('%j -> %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('compressed answers', () => {
  let app: FastifyInstance;
  let webDist: string;
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Fahrzeug ${i}` })) };
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'buchbar-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Buchbar</title>');
    writeFileSync(path.join(webDist, 'assets', 'app-abc.js'), script);
    writeFileSync(path.join(webDist, 'assets', 'app-abc.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(webDist, 'assets', 'app-abc.js.gz'), gzipSync(script));
    app = Fastify();
    registerCompression(app);
    app.get('/api/v1/big', async () => big);
    app.get('/api/v1/small', async () => ({ ok: true }));
    app.get('/api/v1/encoded', async (_req, reply) =>
      reply
        .type('application/json')
        .header('content-encoding', 'gzip')
        .send(gzipSync(JSON.stringify(big))),
    );
    await registerStaticWeb(app, webDist);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('a large JSON answer is brotli- or gzip-compressed by what the client accepts', async () => {
    const br = await app.inject({ url: '/api/v1/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 2);

    const gz = await app.inject({ url: '/api/v1/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);

    const plain = await app.inject({ url: '/api/v1/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
  });

  it('small answers and answers already encoded pass unchanged', async () => {
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(COMPRESS_MIN_BYTES);
    const small = await app.inject({ url: '/api/v1/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const encoded = await app.inject({ url: '/api/v1/encoded', headers: { 'accept-encoding': 'br' } });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(encoded.rawPayload).toString())).toEqual(big);
  });

  it('static assets are sent from their pre-compressed files', async () => {
    const br = await app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/app-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

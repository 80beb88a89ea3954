import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurity } from './security';
import { registerStaticWeb } from './static-web';

/** ADR 0016: only /public may be shown in a frame on another site; every other page refuses. */
describe('frame headers of the web pages', () => {
  let app: FastifyInstance;
  let dist = '';
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'buchbar-web-'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Buchbar</title>');
    app = Fastify();
    await registerSecurity(app, { rateLimitMax: 1000 });
    await registerStaticWeb(app, dist, { embeddable: ['/public'] });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    if (dist) await fs.rm(dist, { recursive: true, force: true });
  });

  it.each(['/public', '/public/demo', '/public/demo?plan=x&lang=en'])(
    '%s may be framed by any site',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-frame-options']).toBeUndefined();
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain('frame-ancestors *');
      expect(csp).not.toContain("frame-ancestors 'none'");
      // The rest of the policy stays as strict as elsewhere.
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("default-src 'self'");
    },
  );

  it.each(['/', '/login', '/konto', '/publicity', '/admin/public', '/lesesaal/karte'])(
    '%s refuses every frame',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    },
  );

  it('API answers keep refusing frames', async () => {
    const res = await app.inject({ url: '/api/v1/public/occupancy/demo' });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestServer, type TestServer } from '../../../test/test-server';

const browser = (origin: string) => ({
  'content-type': 'application/json',
  origin,
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
});
const credentials = JSON.stringify({ email: 'booker@demo.example', password: 'buchbar-demo' });

/** A POST with a Host header of our choosing (fetch does not allow setting Host). */
function post(port: number, host: string, path: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { ...headers, host },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => {
        text += String(d);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('signing in through another address of the server', () => {
  let s: TestServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    s = await startTestServer({
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      NODE_ENV: 'production',
    });
  });
  afterAll(async () => s?.stop());

  it.each(['127.0.0.1', 'localhost'])(
    'works on the loopback alias %s of a localhost PUBLIC_URL',
    async (host) => {
      const origin = `http://${host}:${port}`;
      const res = await post(
        port,
        `${host}:${port}`,
        '/api/auth/sign-in/email',
        browser(origin),
        credentials,
      );
      expect(res.status).toBe(200);
    },
  );

  it('on any other name of the server, says plainly (translated, uniform body) to use the public address', async () => {
    const origin = `http://buchbar-host.internal:${port}`;
    const res = await post(
      port,
      `buchbar-host.internal:${port}`,
      '/api/auth/sign-in/email',
      { ...browser(origin), 'accept-language': 'de' },
      credentials,
    );
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toEqual({
      error: {
        code: 'USE_PUBLIC_URL',
        message: `Bitte öffnen Sie Buchbar über http://localhost:${port}; die Anmeldung über ${origin} ist nicht möglich.`,
        details: { origin, publicUrl: `http://localhost:${port}` },
      },
    });
  });

  it('a foreign site is still a foreign origin', async () => {
    const res = await post(
      port,
      `127.0.0.1:${port}`,
      '/api/auth/sign-in/email',
      browser('https://evil.example'),
      credentials,
    );
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).error.code).toBe('FOREIGN_ORIGIN');
  });
});

import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/test-server';
import { listRouteSecrets } from './log-redaction';

/**
 * A parameter named like a secret. Names ending in "Id" are row ids (a kiosk token's id, not
 * the token); tenantKey and friends are public keys.
 */
const SECRET_NAME = /token|secret|code|otp|passw/i;
const isSecretName = (name: string) => SECRET_NAME.test(name) && !/Id$/.test(name);

/**
 * Routes whose secret hides behind a harmless name, or that take any query: each must declare
 * exactly these (ARCHITECTURE: "tokens in paths or queries are redacted by the route's declared
 * secret parameters").
 */
const MUST_DECLARE: Array<[string, string, string[]]> = [
  ['GET', '/api/v1/calendar/:file', ['file']],
  ['GET', '/api/auth/*', ['token', 'code', 'state']],
  ['POST', '/api/auth/*', ['token', 'code', 'state']],
  ['GET', '/api/auth/reset-password/:token', ['token']],
  ['GET', '/api/v1/public/guest-bookings/:token', ['token']],
  ['POST', '/api/v1/public/guest-bookings/:token/confirm', ['token']],
  ['POST', '/api/v1/public/guest-bookings/:token/cancel', ['token']],
  ['GET', '/api/v1/kiosk/map', ['token']],
  ['GET', '/api/v1/kiosk/events', ['token']],
  ['GET', '/api/v1/files/:bucket/:tenantKey/:fileName', ['token']],
  ['GET', '/api/v1/office-locker/terminal', ['token']],
  ['POST', '/api/v1/office-locker/lookup', ['token']],
  ['POST', '/api/v1/office-locker/check-out', ['token']],
];

describe('every route with a secret in its path or query declares it', () => {
  const s = useTestServer();

  it('sweeps all registered routes: a parameter named like a secret is declared', () => {
    const routes = listRouteSecrets(s.app);
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes.flatMap((r) =>
      [...r.pathParams, ...r.queryKeys]
        .filter((name) => isSecretName(name) && !r.secretParams.includes(name))
        .map((name) => `${r.method} ${r.url}: ${name}`),
    );
    expect(undeclared).toEqual([]);
    // The sweep saw the routes it is about (a renamed parameter must not empty it silently).
    const swept = routes.filter((r) => [...r.pathParams, ...r.queryKeys].some(isSecretName));
    expect(swept.length).toBeGreaterThanOrEqual(9);
  });

  it.each(MUST_DECLARE)('%s %s declares %j', (method, url, names) => {
    const route = listRouteSecrets(s.app).find((r) => r.method === method && r.url === url);
    expect(route, `${method} ${url} is registered`).toBeDefined();
    expect(route?.secretParams).toEqual(expect.arrayContaining(names));
  });
});

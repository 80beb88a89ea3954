import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logging';

describe('redactUrl', () => {
  it.each([
    ['/api/v1/kiosk/map?token=abc&date=2026-11-24', '/api/v1/kiosk/map?token=[redacted]&date=2026-11-24'],
    ['/api/v1/kiosk/events?token=abc', '/api/v1/kiosk/events?token=[redacted]'],
    [
      '/api/v1/files/floor-plans/demo/a.svg?x=1&TOKEN=abc',
      '/api/v1/files/floor-plans/demo/a.svg?x=1&TOKEN=[redacted]',
    ],
    ['/kiosk?to%6Ben=abc', '/kiosk?to%6Ben=[redacted]'],
    ['/kiosk?token', '/kiosk?token=[redacted]'],
    ['/a?token=1&token=2', '/a?token=[redacted]&token=[redacted]'],
    ['/api/auth/callback/sso-demo?code=c0de&state=s', '/api/auth/callback/sso-demo?code=[redacted]&state=s'],
    [
      '/api/auth/magic-link/verify?token=t&callbackURL=%2F',
      '/api/auth/magic-link/verify?token=[redacted]&callbackURL=%2F',
    ],
    ['/cb?access_token=a&id-token=b', '/cb?access_token=[redacted]&id-token=[redacted]'],
    [
      '/api/auth/reset-password/Zq9x?callbackURL=%2Fauth%2Frecovery',
      '/api/auth/reset-password/[redacted]?callbackURL=%2Fauth%2Frecovery',
    ],
    ['/api/v1/me', '/api/v1/me'],
    ['/api/v1/spaces/lesesaal/seats?ids=a,b&tokens=x', '/api/v1/spaces/lesesaal/seats?ids=a,b&tokens=x'],
    ['/bad?%E0%A4%A=1', '/bad?%E0%A4%A=1'],
  ])('%s -> %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it("replaces Fastify's request serializer", () => {
    const req = loggerOptions('info').serializers?.req;
    expect(
      req?.({
        method: 'GET',
        url: '/api/v1/kiosk/map?token=abc',
        ip: '127.0.0.1',
        socket: { remotePort: 1 },
      }),
    ).toEqual({
      method: 'GET',
      url: '/api/v1/kiosk/map?token=[redacted]',
      host: undefined,
      remoteAddress: '127.0.0.1',
      remotePort: 1,
    });
  });

  it('puts the instance id on every line when one is given', () => {
    const lines: string[] = [];
    const log = pino(loggerOptions('info', 'app-2'), { write: (line: string) => lines.push(line) });
    log.info('started');
    log.child({ reqId: 'r1' }).warn('slow');
    expect(lines.map((l) => JSON.parse(l).instance)).toEqual(['app-2', 'app-2']);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ pid: process.pid, msg: 'started' });
    const plain: string[] = [];
    pino(loggerOptions('info'), { write: (line: string) => plain.push(line) }).info('x');
    expect(JSON.parse(plain[0] ?? '{}').instance).toBeUndefined();
  });
});

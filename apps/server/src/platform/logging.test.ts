import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { learnSecrets, pathParamsOf, redactText, redactUrl } from './log-redaction';
import { loggerOptions } from './logging';

describe('redactUrl', () => {
  // What the routes declare (config.secretParams), as registerSecretRedaction learns it.
  beforeAll(() => {
    learnSecrets('/api/auth/reset-password/:token', ['token', 'code', 'state', 'otp']);
    learnSecrets('/api/v1/public/guest-bookings/:token', ['token']);
    learnSecrets('/api/v1/public/guest-bookings/:token/confirm', ['token']);
    learnSecrets('/api/v1/calendar/:file', ['file']);
    learnSecrets('/api/v1/kiosk/map', ['token']);
  });

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
    [
      '/api/auth/callback/sso-demo?code=c0de&state=s',
      '/api/auth/callback/sso-demo?code=[redacted]&state=[redacted]',
    ],
    [
      '/api/auth/magic-link/verify?token=t&callbackURL=%2F',
      '/api/auth/magic-link/verify?token=[redacted]&callbackURL=%2F',
    ],
    ['/cb?access_token=a&id-token=b', '/cb?access_token=[redacted]&id-token=[redacted]'],
    [
      '/api/auth/reset-password/Zq9x?callbackURL=%2Fauth%2Frecovery',
      '/api/auth/reset-password/[redacted]?callbackURL=%2Fauth%2Frecovery',
    ],
    // Declared path parameters: the route itself, another method or a longer path of it, a
    // differently cased or escaped address, a broken escape.
    ['/api/v1/public/guest-bookings/Gu3stT0ken', '/api/v1/public/guest-bookings/[redacted]'],
    ['/api/v1/public/guest-bookings/Gu3stT0ken/cancel', '/api/v1/public/guest-bookings/[redacted]/cancel'],
    ['/api/v1/public/guest-bookings/Gu3st/x/y?z=1', '/api/v1/public/guest-bookings/[redacted]/x/y?z=1'],
    ['/API/v1/Public/guest-bookings/Gu3st', '/API/v1/Public/guest-bookings/[redacted]'],
    ['/api/v1/public/guest%2Dbookings/Gu3st', '/api/v1/public/guest%2Dbookings/[redacted]'],
    ['/api/v1/public/guest-bookings/Gu3st%E0%A4%A', '/api/v1/public/guest-bookings/[redacted]'],
    ['/api/v1/public/guest-bookings/', '/api/v1/public/guest-bookings/'],
    ['/api/v1/calendar/CaLeNdAr.ics', '/api/v1/calendar/[redacted]'],
    ['/api/v1/calendar/CaLeNdAr.ics?file=x', '/api/v1/calendar/[redacted]?file=[redacted]'],
    ['/api/v1/calendars/abc.ics', '/api/v1/calendars/abc.ics'],
    ['/api/v1/me', '/api/v1/me'],
    ['/api/v1/spaces/lesesaal/seats?ids=a,b&tokens=x', '/api/v1/spaces/lesesaal/seats?ids=a,b&tokens=x'],
    ['/bad?%E0%A4%A=1', '/bad?%E0%A4%A=1'],
  ])('%s -> %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('finds path parameters, wildcards included', () => {
    expect(pathParamsOf('/api/v1/spaces/:product/floor-plans/:id')).toEqual(['product', 'id']);
    expect(pathParamsOf('/api/auth/*')).toEqual(['*']);
    expect(pathParamsOf('/api/v1/me')).toEqual([]);
  });

  it('redacts addresses quoted in error messages and stacks', () => {
    expect(redactText("'/api/v1/calendar/S3cret.ics' is not a valid url component")).toBe(
      "'/api/v1/calendar/[redacted]' is not a valid url component",
    );
    const err = loggerOptions('info').serializers?.err;
    const out = err?.(new Error('refused /api/v1/public/guest-bookings/Gu3st?token=t')) as {
      message: string;
      stack: string;
    };
    expect(out.message).toBe('refused /api/v1/public/guest-bookings/[redacted]?token=[redacted]');
    expect(out.stack).not.toContain('Gu3st');
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

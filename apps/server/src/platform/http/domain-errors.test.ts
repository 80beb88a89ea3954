import { roundInstant } from '@buchbar/domain/time/rounding';
import { toInstant } from '@buchbar/domain/time/zoned-time';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler';

// Issue 9, point 5: a DomainError thrown by a domain function is a 422 with the uniform body.
describe('DomainError -> 422', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerErrorHandling(app);
    app.get('/zone', async () => toInstant('2026-10-25', '09:00', 'Mars/Olympus_Mons'));
    app.get('/step', async () => roundInstant(Date.UTC(2026, 9, 25, 8, 7), { step: 7 }));
    app.get('/boom', async () => {
      throw new Error('a bug');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    [
      '/zone',
      'de',
      'INVALID_TIME_ZONE',
      { zone: 'Mars/Olympus_Mons' },
      'Die Zeitzone Mars/Olympus_Mons ist unbekannt.',
    ],
    [
      '/zone',
      'en',
      'INVALID_TIME_ZONE',
      { zone: 'Mars/Olympus_Mons' },
      'The time zone Mars/Olympus_Mons is unknown.',
    ],
    [
      '/step',
      'en',
      'INVALID_ROUNDING_STEP',
      { value: 7 },
      'The time step 7 must be a whole number of minutes dividing an hour.',
    ],
  ])('%s (%s) -> 422 %s', async (url, lang, code, details, message) => {
    const res = await app.inject({ url, headers: { 'accept-language': lang } });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code, message, details } });
  });

  it('other errors stay a 500 (a bug, not a refused value)', async () => {
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL');
  });
});

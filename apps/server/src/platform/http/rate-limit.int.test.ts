import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/test-server';

describe('rate limiting', () => {
  const s = useTestServer({ RATE_LIMIT_MAX: '3' });

  it('answers 429 with the uniform, translated body once an address exceeds the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${s.base}/api/v1/me`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await fetch(`${s.base}/api/v1/me`, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(429);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(res.headers.get('retry-after')).not.toBeNull();
  });

  it('says the whole 429 message in the requested language, not "in 1 minute" inside German', async () => {
    const res = await fetch(`${s.base}/api/v1/me`, { headers: { 'accept-language': 'de-DE' } });
    expect(res.status).toBe(429);
    const body = (await res.json()) as { error: { message: string; details: Record<string, unknown> } };
    expect(body.error.message).toMatch(
      /^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ Sekunden erneut\.$/,
    );
    expect(body.error.details).toEqual({ seconds: expect.any(Number) });
  });

  it('never limits the health probes', async () => {
    for (let i = 0; i < 5; i++) expect((await fetch(`${s.base}/healthz`)).status).toBe(200);
  });
});

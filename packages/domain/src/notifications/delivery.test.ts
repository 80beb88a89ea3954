import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, DEFAULT_MAIL_RETRY, MAIL_MAX_ATTEMPTS } from './delivery';

describe('mail retry policy', () => {
  it.each([
    [1, { status: 'queued', retryInSeconds: 30 }],
    [2, { status: 'queued', retryInSeconds: 60 }],
    [3, { status: 'queued', retryInSeconds: 120 }],
    [7, { status: 'queued', retryInSeconds: 1920 }],
    [MAIL_MAX_ATTEMPTS, { status: 'failed' }],
    [MAIL_MAX_ATTEMPTS + 3, { status: 'failed' }],
  ] as const)('after attempt %i → %j', (attempts, outcome) => {
    expect(afterFailedAttempt(attempts)).toEqual(outcome);
  });

  it('caps the pause', () => {
    expect(afterFailedAttempt(20, { ...DEFAULT_MAIL_RETRY, maxAttempts: 99 })).toEqual({
      status: 'queued',
      retryInSeconds: 3600,
    });
  });

  it('a short policy for tests retries at once', () => {
    expect(afterFailedAttempt(1, { maxAttempts: 3, baseSeconds: 0.1, maxSeconds: 1 })).toEqual({
      status: 'queued',
      retryInSeconds: 0.1,
    });
  });
});

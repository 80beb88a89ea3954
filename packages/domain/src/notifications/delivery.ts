/**
 * The retry policy of the mail outbox (issue 13 point 3; ADR 0013): a failed SMTP attempt is
 * tried again after an exponentially growing pause, and after the last attempt the mail is
 * 'failed' and shown to the platform administrator, who may send it again.
 */
export const MAIL_MAX_ATTEMPTS = 8;
export const MAIL_RETRY_BASE_SECONDS = 30;
export const MAIL_RETRY_MAX_SECONDS = 3600;
/** How long a sender's claim on a mail lasts; far longer than an SMTP exchange may take. */
export const MAIL_LEASE_SECONDS = 300;

export type MailRetryPolicy = {
  maxAttempts: number;
  baseSeconds: number;
  maxSeconds: number;
};

export const DEFAULT_MAIL_RETRY: MailRetryPolicy = {
  maxAttempts: MAIL_MAX_ATTEMPTS,
  baseSeconds: MAIL_RETRY_BASE_SECONDS,
  maxSeconds: MAIL_RETRY_MAX_SECONDS,
};

export type AttemptOutcome = { status: 'failed' } | { status: 'queued'; retryInSeconds: number };

/**
 * What follows the `attempts`-th failed attempt (1 = the first): another try after
 * base · 2^(attempts−1) seconds (capped), or 'failed' when no attempt is left.
 */
export function afterFailedAttempt(
  attempts: number,
  policy: MailRetryPolicy = DEFAULT_MAIL_RETRY,
): AttemptOutcome {
  if (attempts >= policy.maxAttempts) return { status: 'failed' };
  const exp = Math.max(0, attempts - 1);
  return { status: 'queued', retryInSeconds: Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** exp) };
}

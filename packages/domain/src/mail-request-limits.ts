/**
 * Limits of mails a stranger can make the server send (issue 8, point 15: "password-reset and
 * sign-in-code requests are limited per recipient"). Pure: the caller passes the instants of the
 * recent requests to the same address (whether an account exists or not, so the answer never
 * tells), newest first.
 */
/** The kinds of mail requests counted per recipient (auth_mail_requests.kind). */
export const AUTH_MAIL_KINDS = ['password-reset', 'sign-in-code'] as const;
export type AuthMailKind = (typeof AUTH_MAIL_KINDS)[number];

export type MailRequestLimits = { readonly windowMinutes: number; readonly perRecipient: number };

export const DEFAULT_MAIL_REQUEST_LIMITS: MailRequestLimits = { windowMinutes: 60, perRecipient: 5 };

export type MailRequestVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * Allowed while fewer than `perRecipient` requests lie inside the window; otherwise blocked until
 * the `perRecipient`-th newest request leaves the window (an exact Retry-After, at least 1 s).
 */
export function judgeMailRequest(
  recent: readonly Date[],
  now: Date,
  limits: MailRequestLimits = DEFAULT_MAIL_REQUEST_LIMITS,
): MailRequestVerdict {
  const windowMs = limits.windowMinutes * 60_000;
  const inWindow = recent
    .filter((d) => now.getTime() - d.getTime() < windowMs)
    .sort((a, b) => b.getTime() - a.getTime());
  if (inWindow.length < limits.perRecipient) return { allowed: true };
  const pivot = inWindow[limits.perRecipient - 1] ?? now;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((pivot.getTime() + windowMs - now.getTime()) / 1000)),
  };
}

/** The recipient key of a request: trimmed and lower-cased, so case tricks do not multiply it. */
export const mailRecipientKey = (email: string): string => email.trim().toLowerCase();

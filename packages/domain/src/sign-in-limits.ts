/**
 * Throttling of failed sign-ins per account and per address (issue 3, "Failed sign-ins are
 * limited per account and per address"). Pure: the caller passes the recent failures.
 */
export type SignInLimits = {
  readonly windowMinutes: number;
  readonly perAccount: number;
  readonly perAddress: number;
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { windowMinutes: 15, perAccount: 5, perAddress: 20 };

export type SignInVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly scope: 'account' | 'address'; readonly retryAfterSeconds: number };

/**
 * `accountFailures` and `addressFailures` are failure instants inside the window, newest first
 * (at most the limit is needed). Blocked when a list holds `limit` entries; the block lifts when
 * the `limit`-th newest failure leaves the window, so Retry-After is exact, never a guess.
 */
export function judgeSignInAttempt(
  failures: { readonly account: readonly Date[]; readonly address: readonly Date[] },
  now: Date,
  limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
): SignInVerdict {
  const windowMs = limits.windowMinutes * 60_000;
  const check = (list: readonly Date[], limit: number): number | null => {
    const inWindow = list.filter((d) => now.getTime() - d.getTime() < windowMs);
    if (inWindow.length < limit) return null;
    const sorted = [...inWindow].sort((a, b) => b.getTime() - a.getTime());
    const pivot = sorted[limit - 1] ?? now;
    return Math.max(1, Math.ceil((pivot.getTime() + windowMs - now.getTime()) / 1000));
  };
  const account = check(failures.account, limits.perAccount);
  if (account !== null) return { allowed: false, scope: 'account', retryAfterSeconds: account };
  const address = check(failures.address, limits.perAddress);
  if (address !== null) return { allowed: false, scope: 'address', retryAfterSeconds: address };
  return { allowed: true };
}

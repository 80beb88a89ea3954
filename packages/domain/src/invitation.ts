/**
 * Invitations (issue 14 point 8): an invited user has an account but no way to sign in yet, and
 * the mailed link to choose a password lives 7 days; a reset link of someone who signs in already
 * lives an hour (ADR 0004). The same better-auth link serves both; only its lifetime differs.
 */
export const INVITATION_LINK_DAYS = 7;
export const PASSWORD_RESET_LINK_MINUTES = 60;

const MINUTE_MS = 60_000;

/** Invited until the first way to sign in exists: a password, or a linked single sign-on. */
export function isInvited(account: { signInMethods: number }): boolean {
  return account.signInMethods === 0;
}

/** How long a password link lives: 7 days for an invitation, an hour for a reset. */
export function passwordLinkLifetimeMs(invited: boolean): number {
  return invited ? INVITATION_LINK_DAYS * 24 * 60 * MINUTE_MS : PASSWORD_RESET_LINK_MINUTES * MINUTE_MS;
}

/**
 * Whether a link issued at `issuedAt` still works at `now` (instants in ms). Seven days are
 * 7 × 24 h of real time, also across a change of the clocks: the link's end is an instant.
 */
export function passwordLinkValid(input: { issuedAt: number; now: number; invited: boolean }): boolean {
  return input.now < input.issuedAt + passwordLinkLifetimeMs(input.invited);
}

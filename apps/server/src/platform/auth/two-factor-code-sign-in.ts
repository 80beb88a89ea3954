import type { BetterAuthPlugin } from 'better-auth';

/**
 * better-auth's two-factor plugin challenges only password sign-ins. Sign-in by e-mailed code
 * must not bypass an enrolled TOTP, so the plugin's own after-hook (delete the fresh session,
 * answer twoFactorRedirect, set the pending two-factor cookie) runs for that route as well.
 */
export function twoFactorForCodeSignIn(twoFactorPlugin: BetterAuthPlugin): BetterAuthPlugin {
  const challenge = twoFactorPlugin.hooks?.after?.[0]?.handler;
  if (!challenge)
    throw new Error('two-factor plugin without its sign-in hook; check the better-auth version');
  return {
    id: 'buchbar-two-factor-code-sign-in',
    hooks: { after: [{ matcher: (ctx) => ctx.path === '/sign-in/email-otp', handler: challenge }] },
  };
}

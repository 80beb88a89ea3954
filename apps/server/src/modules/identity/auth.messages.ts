import { registerMessages } from '../../platform/http/messages';
import authMessages from './auth.messages.json' with { type: 'json' };
import betterAuthMessages from './better-auth.messages.json' with { type: 'json' };

/**
 * Messages of sign-in refusals and single sign-on (answered by better-auth routes and /api/v1),
 * and of better-auth's own codes (answered under /api/auth/*; better-auth.messages.json):
 * platform/auth/auth-errors.ts puts them in the uniform body. Codes not listed get the general
 * message of their status.
 */
export function registerAuthMessages(): void {
  registerMessages(authMessages);
  registerMessages(betterAuthMessages);
}

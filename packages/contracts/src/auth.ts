import { z } from 'zod';

/** Login page: which single sign-on provider serves the typed e-mail's domain (nothing else is told). */
export const SsoDiscoveryQuery = z.object({ email: z.string().trim().max(320) });
export const SsoDiscovery = z.object({ providerId: z.string().nullable() }).meta({ id: 'SsoDiscovery' });
export type SsoDiscovery = z.infer<typeof SsoDiscovery>;

/** The tenant's OpenID Connect provider as admins see it; the client secret is never returned. */
export const SsoProvider = z
  .object({
    configured: z.boolean(),
    providerId: z.string().nullable(),
    issuer: z.string(),
    clientId: z.string(),
    enabled: z.boolean(),
    hasClientSecret: z.boolean(),
    /** The redirect URI to register at the provider. */
    redirectUri: z.string().nullable(),
  })
  .meta({ id: 'SsoProvider' });
export type SsoProvider = z.infer<typeof SsoProvider>;

export const SsoProviderInput = z.object({
  issuer: z
    .url()
    .trim()
    .max(500)
    .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL'),
  clientId: z.string().trim().min(1).max(500),
  /** Leave out to keep the stored secret. */
  clientSecret: z.string().min(1).max(2000).optional(),
  enabled: z.boolean(),
});
// No .meta({ id }) on input schemas with refinements/defaults: the OpenAPI generator would see
// an input and an output variant under one component name and refuse the whole document.
export type SsoProviderInput = z.infer<typeof SsoProviderInput>;

/** An admin approves that the user's next single sign-on links their account (password/TOTP users). */
export const SsoLinkApprovalInput = z
  .object({
    userId: z.string().trim().min(1).max(200).optional(),
    email: z.string().trim().min(3).max(320).optional(),
  })
  .refine((v) => (v.userId === undefined) !== (v.email === undefined), 'give either userId or email');
export type SsoLinkApprovalInput = z.infer<typeof SsoLinkApprovalInput>;
export const SsoLinkApproval = z.object({ expiresAt: z.string() }).meta({ id: 'SsoLinkApproval' });
export type SsoLinkApproval = z.infer<typeof SsoLinkApproval>;

const AUTH_TEXT = z.string().max(4096).optional();
/**
 * Upper bounds of the fields better-auth reads under /api/auth/* (it bounds passwords itself,
 * not addresses, tokens or codes); checked by the server before better-auth sees the body.
 */
export const AuthRequestLimits = z.looseObject({
  email: z.string().max(254).optional(),
  name: z.string().max(200).optional(),
  password: AUTH_TEXT,
  newPassword: AUTH_TEXT,
  currentPassword: AUTH_TEXT,
  token: AUTH_TEXT,
  otp: z.string().max(100).optional(),
  code: AUTH_TEXT,
  state: AUTH_TEXT,
  provider: z.string().max(200).optional(),
  callbackURL: AUTH_TEXT,
  errorCallbackURL: AUTH_TEXT,
  newUserCallbackURL: AUTH_TEXT,
  redirectTo: AUTH_TEXT,
});

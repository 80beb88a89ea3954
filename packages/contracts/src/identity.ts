import { z } from 'zod';
import { Language } from './common';

export const Me = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.email(),
      firstName: z.string(),
      lastName: z.string(),
      platformAdmin: z.boolean(),
      language: Language.nullable(),
    }),
    tenant: z
      /** key: the tenant's short name in file URLs (/api/v1/files/{bucket}/{key}/{file}). */
      .object({ id: z.uuid(), name: z.string(), key: z.string().optional() })
      .nullable(),
    department: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** Effective permission names (direct + roles + groups' roles, held when true). */
    permissions: z.array(z.string()),
    /** Holds any of the admin permissions of spec 6. */
    isAdmin: z.boolean(),
    /** Effective settings (user > group > tenant > default), keys "feature.option". */
    settings: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof Me>;

/** /konto: the signed-in user's own name and address (issue 14 point 8). */
export const OwnProfile = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.email(),
    /** A new address waiting for the confirmation link sent to it. */
    pendingEmail: z.email().nullable(),
    /** The e-mail change needs the current password: without one (single sign-on only) it is refused. */
    hasPassword: z.boolean(),
  })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof OwnProfile>;

/** Users may edit their own name (same limits as the admin user dialog). */
export const OwnNameUpdate = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
});

/** The own e-mail change: only through the link sent to the new address, asked with the password. */
export const OwnEmailChange = z.object({
  email: z.email().max(254),
  currentPassword: z.string().min(1).max(200),
});

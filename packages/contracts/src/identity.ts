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

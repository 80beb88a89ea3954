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
    tenant: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    department: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    permissions: z.array(z.string()),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof Me>;

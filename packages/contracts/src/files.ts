import { z } from 'zod';

export const StoredFile = z
  .object({
    bucket: z.enum(['floor-plans', 'vehicles', 'logos', 'privacy']),
    tenantKey: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number().int(),
  })
  .meta({ id: 'StoredFile' });

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

/** The tenant's mail logo (ADR 0013, amendment 2026-11-24): its public URL, or null without one. */
export const TenantLogo = z
  .object({
    logo: z
      .object({
        /** Under /api/v1/files/logos/…; `?v=` changes with the content. */
        url: z.string(),
        contentType: z.enum(['image/png', 'image/jpeg']),
        size: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'TenantLogo' });

import type { Seat as SeatSchema } from '@buchbar/contracts/spaces';
import type {
  FloorPlanInput as FloorPlanInputSchema,
  KioskTokenCreated as KioskTokenCreatedSchema,
  KioskToken as KioskTokenSchema,
  SeatInput as SeatInputSchema,
} from '@buchbar/contracts/spaces-admin';
import type { z } from 'zod';

export type Seat = z.infer<typeof SeatSchema>;
/** Bodies as sent: fields with a schema default may be left out. */
export type SeatBody = z.input<typeof SeatInputSchema>;
export type FloorPlanBody = z.input<typeof FloorPlanInputSchema>;
export type KioskToken = z.infer<typeof KioskTokenSchema>;
export type KioskTokenCreated = z.infer<typeof KioskTokenCreatedSchema>;

/** `POST /api/v1/files/floor-plans` answer. */
export interface UploadedFile {
  bucket: string;
  tenantKey: string;
  fileName: string;
  contentType: string;
  size: number;
}

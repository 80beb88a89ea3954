import type { BulkCancelInput, BulkCancelResult } from '@buchbar/contracts/fleet';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useInvalidateFleet } from './vehicles';

export type BulkCancelBody = z.input<typeof BulkCancelInput>;
export type BulkCancelOutcome = z.infer<typeof BulkCancelResult>;

/** `POST /api/v1/vehicle-bookings/cancel` (spec 4 bulk cancel) for one vehicle and a period. */
export const bulkCancel = (input: BulkCancelBody) =>
  api.post<BulkCancelOutcome>('/api/v1/vehicle-bookings/cancel', input);

export function useBulkCancel() {
  const invalidate = useInvalidateFleet();
  return useMutation({ mutationFn: bulkCancel, onSuccess: invalidate });
}

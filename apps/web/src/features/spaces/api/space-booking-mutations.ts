import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { actionPath, type BookingActionKey } from '../utils/booking-actions';
import { invalidateFloorPlan } from './space-query-keys';
import type { CreateSpaceBookingBody, SpaceBooking, SpaceProduct } from './types';

export function createSpaceBooking(
  product: SpaceProduct,
  body: CreateSpaceBookingBody,
): Promise<SpaceBooking> {
  return api.post<SpaceBooking>(`/api/v1/spaces/${product}/bookings`, body);
}

export function runBookingAction(
  product: SpaceProduct,
  bookingId: string,
  action: BookingActionKey,
  reason?: string,
): Promise<SpaceBooking> {
  const body = action === 'cancel' && reason ? { reason } : {};
  return api.post<SpaceBooking>(
    `/api/v1/spaces/${product}/bookings/${bookingId}/${actionPath(action)}`,
    body,
  );
}

/** Books a seat; on success the plan and the sidebar lists refetch (the seat turns "yours"). */
export function useCreateSpaceBooking(product: SpaceProduct) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSpaceBookingBody) => createSpaceBooking(product, body),
    onSuccess: (booking) => invalidateFloorPlan(queryClient, booking.floorPlanId),
  });
}

interface ActionInput {
  booking: Pick<SpaceBooking, 'id' | 'floorPlanId'>;
  action: BookingActionKey;
  reason?: string;
}

/** Confirm, decline, check in or cancel; errors (409/422) carry the server's translated message. */
export function useBookingAction(product: SpaceProduct) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, action, reason }: ActionInput) =>
      runBookingAction(product, booking.id, action, reason),
    onSettled: (_data, _error, { booking }) => invalidateFloorPlan(queryClient, booking.floorPlanId),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError, NETWORK_ERROR_STATUS } from '@/lib/api-error';
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

/**
 * Books a seat; the plan and the sidebar lists refetch before the caller hears of it (the seat
 * turns "yours"). A refusal refetches every plan too (someone else was faster), unless the request
 * never reached the server.
 */
export function useCreateSpaceBooking(product: SpaceProduct) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSpaceBookingBody) => createSpaceBooking(product, body),
    onSuccess: (booking) => invalidateFloorPlan(queryClient, booking.floorPlanId),
    onError: (error) =>
      isApiError(error) && error.status === NETWORK_ERROR_STATUS
        ? undefined
        : invalidateFloorPlan(queryClient, undefined),
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
    onSettled: (_data, error, { booking }) =>
      isApiError(error) && error.status === NETWORK_ERROR_STATUS
        ? undefined
        : invalidateFloorPlan(queryClient, booking.floorPlanId),
  });
}

import type {
  GuestBookingListItem as GuestBookingListItemSchema,
  GuestBookingPublic as GuestBookingPublicSchema,
} from '@buchbar/contracts/fleet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type GuestBookingListItem = z.infer<typeof GuestBookingListItemSchema>;
export type GuestBookingPublic = z.infer<typeof GuestBookingPublicSchema>;

/** The guest bookings the signed-in staff member made (sidebar); refetched with every booking write. */
export function useGuestBookings(lang: string, enabled = true) {
  return useQuery({
    // Starts with 'vehicle-bookings': invalidateAfterBookingWrite refreshes it too.
    queryKey: ['vehicle-bookings', 'guests', lang],
    queryFn: ({ signal }) => api.get<GuestBookingListItem[]>('/api/v1/guest-bookings', { signal }),
    enabled,
  });
}

const publicPath = (token: string) => `/api/v1/public/guest-bookings/${encodeURIComponent(token)}`;

/** The guest's link without a session (404 GUEST_LINK_INVALID for any unusable token). */
export function usePublicGuestBooking(token: string, lang: string) {
  return useQuery({
    queryKey: ['guest-link', token, lang],
    queryFn: ({ signal }) => api.get<GuestBookingPublic>(publicPath(token), { signal }),
    enabled: token !== '',
    retry: false,
  });
}

/** Confirm or cancel through the link; the page shows the answer (or the refusal) at once. */
export function useGuestLinkAction(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'confirm' | 'cancel') =>
      api.post<GuestBookingPublic>(`${publicPath(token)}/${action}`, {}),
    onSuccess: (view) => {
      for (const lang of ['de', 'en']) queryClient.setQueryData(['guest-link', token, lang], view);
    },
  });
}

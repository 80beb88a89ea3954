import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em), where the app shell folds its sidebar into the burger menu. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * True on a phone-sized screen (issue 14 point 4: the map first, filters and "my bookings" one
 * tap away in drawers). Read at once, so the first render already has the right layout.
 */
export function usePhoneLayout(): boolean {
  const initial = typeof window !== 'undefined' && window.matchMedia(PHONE_QUERY).matches;
  return useMediaQuery(PHONE_QUERY, initial, { getInitialValueInEffect: false });
}

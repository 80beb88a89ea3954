import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../hooks/use-product';
import { BookingSection } from './booking-section';
import { FavouriteSeats } from './favourite-seats';

/**
 * The sidebar booking overview of spec 2 (reading-room / work-place sidebar layout): your
 * bookings, bookings you made for others, reservations waiting for you, and favourites.
 */
export function SpaceSidebar() {
  const product = useProduct();
  // Feedback texts of the booking actions, loaded with the overview, not on their first failure.
  useTranslation('spacesMap');
  return (
    <Stack gap="md" pb="md">
      <BookingSection product={product} scope="mine" />
      <Divider />
      <BookingSection product={product} scope="organized" />
      <Divider />
      <BookingSection product={product} scope="pending" />
      <Divider />
      <FavouriteSeats product={product} />
    </Stack>
  );
}

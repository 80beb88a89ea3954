import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFloorPlans, useSeatsByIds } from '../api/get-floor-plans';
import type { SpaceProduct } from '../api/types';
import { useSpaceSettings } from '../hooks/use-space-settings';
import { sortSeatsByLabel } from '../utils/seat-filter';

/** Favourite seats of this product; each link opens the map on its plan with its dialog. */
export function FavouriteSeats({ product }: { product: SpaceProduct }) {
  const { t } = useTranslation('spaces');
  const headingId = useId();
  const { favouriteSeats } = useSpaceSettings();
  const plans = useFloorPlans(product);
  // One request for the favourites themselves (none without favourites); a seat deleted since
  // simply drops out.
  const seats = useSeatsByIds(product, favouriteSeats);
  const favourites = sortSeatsByLabel(seats.data ?? []);
  const planName = (id: string) => plans.data?.find((plan) => plan.id === id)?.name ?? '';
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} mb={6}>
        {t('sidebar.favourites')}
      </Title>
      {favourites.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sidebar.emptyFavourites')}
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {favourites.map((seat) => (
            <li key={seat.id}>
              <Anchor
                component={Link}
                to={`/${product}/karte?plan=${seat.floorPlanId}&seat=${seat.id}`}
                size="sm"
                aria-label={t('sidebar.showOnMap', { label: seat.label })}
              >
                <IconStarFilled size={12} color="#B8860B" aria-hidden="true" /> {seat.label}
              </Anchor>
              <Text span size="xs" c="dimmed">
                {' '}
                · {planName(seat.floorPlanId)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}

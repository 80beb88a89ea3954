import type { ObjectAttribute } from '@buchbar/domain/fleet/attribute-conditions';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  List,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconStar, IconStarFilled, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Vehicle } from '../api/get-vehicles';
import { cardValues, vehicleName } from './vehicle-list-model';

/** The default picture when a vehicle has none (a tenant's default assets include it). */
const DEFAULT_PICTURE = 'small-car.svg';

interface VehicleCardProps {
  vehicle: Vehicle;
  attributes: readonly ObjectAttribute[];
  /** The tenant key for the picture URL (none: no picture). */
  tenantKey: string | undefined;
  favourite: boolean;
  onToggleFavourite: () => void;
  favouriteSaving: boolean;
  /** null: the user may not book (no Book button). */
  onBook: (() => void) | null;
}

/** The picture of the vehicle with the favourite toggle in its corner (inside the card's first section). */
function CardPicture({
  name,
  picture,
  favourite,
  favouriteSaving,
  onToggleFavourite,
}: {
  name: string;
  picture: string | null;
  favourite: boolean;
  favouriteSaving: boolean;
  onToggleFavourite: () => void;
}) {
  const { t } = useTranslation('fleet');
  return (
    <>
      {picture && <Image src={picture} alt="" h={120} fit="contain" p="xs" />}
      <ActionIcon
        variant={favourite ? 'filled' : 'default'}
        color="yellow.6"
        size="lg"
        radius="xl"
        pos="absolute"
        top={8}
        right={8}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'card.favouriteRemove' : 'card.favouriteAdd', { name })}
        title={t('card.favourite')}
        loading={favouriteSaving}
        onClick={onToggleFavourite}
      >
        {favourite ? (
          <IconStarFilled size={18} aria-hidden="true" color="#1A1B1E" />
        ) : (
          <IconStar size={18} aria-hidden="true" />
        )}
      </ActionIcon>
    </>
  );
}

/** The SHOW_CARD attributes of the vehicle as a definition list. */
function CardDetails({ details }: { details: ReturnType<typeof cardValues> }) {
  if (details.length === 0) return null;
  return (
    <Text size="sm" component="dl" m={0}>
      {details.map((d) => (
        <div key={d.id}>
          <Text span fw={600} size="sm" component="dt" display="inline">
            {d.label}:
          </Text>{' '}
          <Text span size="sm" component="dd" display="inline" m={0}>
            {d.text}
          </Text>
        </div>
      ))}
    </Text>
  );
}

/** Name (a link to the vehicle), plate and category, location and seats. */
function CardHeading({ vehicle: v, name }: { vehicle: Vehicle; name: string }) {
  const { t } = useTranslation('fleet');
  return (
    <>
      <Title order={3} size="h4">
        <Anchor component={Link} to={`/fahrzeuge/${v.id}`} inherit>
          {name}
        </Anchor>
      </Title>
      <Group gap={6}>
        <Badge
          variant="outline"
          color="dark"
          radius="sm"
          aria-label={`${t('card.plate')}: ${v.licencePlate}`}
        >
          {v.licencePlate}
        </Badge>
        {v.category && (
          <Badge variant="light" color="gray" radius="sm">
            {v.category}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {v.locationName}
        {v.seats ? ` · ${t('card.seats', { count: v.seats })}` : ''}
      </Text>
    </>
  );
}

/** One vehicle: picture, name, plate, location, category, SHOW_CARD attributes, availability, actions. */
export function VehicleCard(props: VehicleCardProps) {
  const { vehicle: v, attributes, tenantKey, favourite, onToggleFavourite, favouriteSaving, onBook } = props;
  const { t } = useTranslation('fleet');
  const name = vehicleName(v);
  const availability = v.availability;
  const picture = tenantKey
    ? `/api/v1/files/vehicles/${encodeURIComponent(tenantKey)}/${encodeURIComponent(v.imageFile ?? DEFAULT_PICTURE)}`
    : null;
  const canBook = onBook !== null && (!availability || availability.bookable);
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={name} h="100%">
      {/* Card.Section stays a direct child: Card marks its first and last sections by position. */}
      <Card.Section pos="relative" bg="gray.0">
        <CardPicture
          name={name}
          picture={picture}
          favourite={favourite}
          favouriteSaving={favouriteSaving}
          onToggleFavourite={onToggleFavourite}
        />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <CardHeading vehicle={v} name={name} />
        <CardDetails details={cardValues(attributes, v)} />
        {availability && <AvailabilityNote availability={availability} />}
      </Stack>
      <Group mt="md" gap="xs" justify="space-between">
        <Button component={Link} to={`/fahrzeuge/${v.id}`} variant="default" size="sm">
          {t('card.details')}
        </Button>
        {canBook && (
          <Button size="sm" onClick={onBook ?? undefined} aria-label={t('card.bookVehicle', { name })}>
            {t('card.book')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

function AvailabilityNote({ availability }: { availability: NonNullable<Vehicle['availability']> }) {
  const { t } = useTranslation('fleet');
  if (!availability.bookable) {
    return (
      <Alert
        color="red"
        variant="light"
        p="xs"
        icon={<IconX size={16} aria-hidden="true" />}
        title={t('card.whyNot')}
      >
        <List size="sm" spacing={2}>
          {availability.reasons.map((r) => (
            <List.Item key={r.code}>{r.message}</List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap={4} c="teal.9">
        <IconCheck size={16} aria-hidden="true" />
        <Text size="sm" fw={600}>
          {t('list.bookable')}
        </Text>
      </Group>
      {availability.needsApproval && (
        <Alert
          color="yellow"
          styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
          variant="light"
          p="xs"
          icon={<IconAlertTriangle size={16} aria-hidden="true" />}
          title={t('card.needsApproval')}
        >
          <List size="sm" spacing={2}>
            {availability.approvalReasons.map((r) => (
              <List.Item key={r}>
                {t(`card.approvalReason.${r as 'DEPARTMENT'}`, { defaultValue: r })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

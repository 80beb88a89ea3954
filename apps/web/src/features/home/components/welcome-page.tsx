import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArmchair, IconBook, IconCar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/lib/session';
import { AreaCard } from './area-card';

/** Start page: greeting and the booking areas (reading rooms, work places, vehicles). */
export function WelcomePage() {
  const { t } = useTranslation('home');
  const { data: me } = useMe();
  if (!me) return null;
  const products = me.settings?.['spaces.products'];
  const offers = (product: string) => Array.isArray(products) && products.includes(product);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t('greeting', { firstName: me.user.firstName })}</Title>
        <Text c="dimmed">{t('intro', { tenant: me.tenant.name })}</Text>
      </Stack>
      <section aria-labelledby="areas-heading">
        <Title order={2} size="h3" mb="md" id="areas-heading">
          {t('areasHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <AreaCard
            icon={<IconBook size={24} />}
            title={t('areas.readingRooms.title')}
            description={t('areas.readingRooms.description')}
            to={offers('lesesaal') ? '/lesesaal' : undefined}
          />
          <AreaCard
            icon={<IconArmchair size={24} />}
            title={t('areas.workPlaces.title')}
            description={t('areas.workPlaces.description')}
            to={offers('arbeitswelt') ? '/arbeitswelt' : undefined}
          />
          <AreaCard
            icon={<IconCar size={24} />}
            title={t('areas.vehicles.title')}
            description={t('areas.vehicles.description')}
            to={me.permissions.includes('fahrzeug_buchen') ? '/fahrzeuge' : undefined}
          />
        </SimpleGrid>
      </section>
    </Stack>
  );
}

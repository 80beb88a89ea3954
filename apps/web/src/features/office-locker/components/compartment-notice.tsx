import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Take the key from compartment 7" / "Put the key into compartment 7", nothing else. */
export function CompartmentNotice({
  kind,
  compartment,
}: {
  kind: 'pickup' | 'returned';
  compartment: string;
}) {
  const { t } = useTranslation('officeLocker');
  return (
    <Paper withBorder p="xl" radius="lg" role="status">
      <Stack align="center" gap="md" ta="center">
        <Title order={2} fz="clamp(1.8rem, 4vw, 3rem)">
          {t(kind === 'pickup' ? 'pickup.heading' : 'returned.heading', { compartment })}
        </Title>
        <Text fz="clamp(4rem, 14vw, 9rem)" fw={800} lh={1} aria-hidden="true">
          {compartment}
        </Text>
        <Text fz="xl">{t(kind === 'pickup' ? 'pickup.hint' : 'returned.hint')}</Text>
      </Stack>
    </Paper>
  );
}

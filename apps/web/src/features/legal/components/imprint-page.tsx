import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['provider', 'contact', 'representative', 'responsible'] as const;

/** Placeholder texts: the operator of an installation fills in its own details. */
export function ImprintPage() {
  const { t } = useTranslation('legal');
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('imprint.heading')}</Title>
      <Text>{t('imprint.intro')}</Text>
      {SECTIONS.map((key) => (
        <section key={key}>
          <Title order={2} size="h4" mb={4}>
            {t(`imprint.sections.${key}.heading`)}
          </Title>
          <Text>{t(`imprint.sections.${key}.text`)}</Text>
        </section>
      ))}
    </Stack>
  );
}

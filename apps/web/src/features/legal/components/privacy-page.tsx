import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Served by the files module from the tenant's "privacy" bucket (default client). */
export const PRIVACY_PDF_URL = '/api/v1/files/privacy/default/privacy-notice.pdf';

const SECTIONS = ['controller', 'data', 'purpose', 'cookies', 'rights'] as const;

export function PrivacyPage() {
  const { t } = useTranslation('legal');
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('privacy.heading')}</Title>
      <Text>{t('privacy.intro')}</Text>
      {/* Never wider than the screen: the long German link text wraps (issue 14 point 4). */}
      <Anchor
        href={PRIVACY_PDF_URL}
        target="_blank"
        rel="noopener"
        maw="100%"
        style={{ alignSelf: 'flex-start' }}
      >
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconFileTypePdf size={20} aria-hidden="true" />
          {t('privacy.pdfLink')}
        </Group>
      </Anchor>
      {SECTIONS.map((key) => (
        <section key={key}>
          <Title order={2} size="h4" mb={4}>
            {t(`privacy.sections.${key}.heading`)}
          </Title>
          <Text>{t(`privacy.sections.${key}.text`)}</Text>
        </section>
      ))}
    </Stack>
  );
}

import { Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The callback address to register at the provider, read-only with a copy button. */
export function RedirectUriField({ value }: { value: string | null }) {
  const { t } = useTranslation('adminSso');
  if (!value) {
    return (
      <Text size="sm" c="dimmed">
        {t('redirectUriPending')}
      </Text>
    );
  }
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={t('redirectUri')}
        description={t('redirectUriHint')}
        value={value}
        readOnly
        style={{ flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            color={copied ? 'teal' : undefined}
            leftSection={
              copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
            }
            aria-label={t('copyLabel')}
            onClick={copy}
          >
            {copied ? t('copied') : t('copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

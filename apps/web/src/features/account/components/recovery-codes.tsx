import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown once after enrolment: the recovery codes, to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('account');
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'buchbar-wiederherstellungscodes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm">
      <Alert color="green" role="status" title={t('twoFactor.enabled')}>
        {t('twoFactor.codesIntro')}
      </Alert>
      <SimpleGrid cols={2} spacing="xs" aria-label={t('twoFactor.codesLabel')} role="list">
        {codes.map((code) => (
          <Code key={code} role="listitem" data-testid="recovery-code">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('twoFactor.copied') : t('twoFactor.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" onClick={download}>
          {t('twoFactor.download')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.done')}</Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('twoFactor.codesOnce')}
      </Text>
    </Stack>
  );
}

import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A failed load with its message and a retry button (announced as an alert). */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('crud.loadFailed')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="light" onClick={() => onRetry()}>
          {t('crud.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

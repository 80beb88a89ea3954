import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAdviceText } from '../hooks/use-advice-text';
import { adviseOnFailure } from '../utils/failure-advice';

interface FailureAlertProps {
  title: string;
  error: unknown;
  /** Sends the failed request again; offered only where that can help (network, server trouble). */
  onRetry?: () => void;
  retrying?: boolean;
  /** Offer the retry whatever the error (loading a page's data may always be tried again). */
  alwaysRetry?: boolean;
  size?: 'xs' | 'sm';
}

/**
 * A failed booking step: what went wrong (the server's translated message), what to do about it,
 * and a retry button when sending again may work (issue 14 point 2). Announced assertively.
 */
export function FailureAlert({
  title,
  error,
  onRetry,
  retrying = false,
  alwaysRetry = false,
  size = 'sm',
}: FailureAlertProps) {
  const { t } = useTranslation('spacesMap');
  const adviceText = useAdviceText();
  const advice = adviseOnFailure(error);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" title={title} role="alert" p={size === 'xs' ? 'xs' : undefined}>
      <Stack gap={6} align="flex-start">
        <Text size={size}>{message}</Text>
        <Text size={size}>{adviceText(error)}</Text>
        {(advice.retry || alwaysRetry) && onRetry && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            loading={retrying}
            onClick={onRetry}
          >
            {t('retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

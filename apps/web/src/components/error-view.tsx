import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

interface ErrorViewProps {
  status: number;
  heading: string;
  message: string;
  onReset: () => void;
  /** The reset button's text (default "back to start"). */
  resetLabel?: string;
}

/** Status code, message and a way back to the start page; announced to screen readers. */
export function ErrorView({ status, heading, message, onReset, resetLabel }: ErrorViewProps) {
  const { t } = useTranslation('errors');
  return (
    <Center py={64} px="md">
      <PageTitle title={heading} />
      <Stack align="center" gap="md" maw={560} ta="center" role="alert">
        {status > 0 && (
          <Text fz={72} fw={800} c="dimmed" lh={1} aria-label={`${t('statusLabel')} ${status}`}>
            {status}
          </Text>
        )}
        <Title order={1}>{heading}</Title>
        <Text c="dimmed">{message}</Text>
        <Button onClick={onReset}>{resetLabel ?? t('backToStart')}</Button>
      </Stack>
    </Center>
  );
}

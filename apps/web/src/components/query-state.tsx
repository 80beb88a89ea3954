import { Center, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface QueryStateProps {
  isPending: boolean;
  isFetching?: boolean;
  /** Shown when loading finished with no rows. */
  empty?: string | false;
  /** Announced summary (e.g. "12 users"). */
  summary?: string;
}

/** Loading spinner, summary and empty text in one polite live region for screen readers. */
export function QueryState({ isPending, isFetching, empty, summary }: QueryStateProps) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" aria-busy={isFetching ?? isPending}>
      {isPending && (
        <Center py="xl">
          <Loader aria-hidden="true" />
          <VisuallyHidden>{t('loading.data')}</VisuallyHidden>
        </Center>
      )}
      {!isPending && summary && <Text size="sm">{summary}</Text>}
      {!isPending && empty && <Text c="dimmed">{empty}</Text>}
    </div>
  );
}

import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from './query-state';

interface LoadFailedProps {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The retry button's look ('light' on admin pages, 'default' in the vehicle list). */
  retryVariant?: 'light' | 'default';
}

/** A list that could not be loaded: the reason and a retry button, announced as an alert. */
export function LoadFailed({ title, message, retryLabel, onRetry, retryVariant = 'light' }: LoadFailedProps) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant={retryVariant} onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}

interface LoadedQuery {
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryStateOrFailureProps {
  query: LoadedQuery;
  failedTitle: string;
  retryLabel: string;
  retryVariant?: 'light' | 'default';
  summary?: string;
  empty?: string | false;
}

/** The failure with its retry button, or else the list's loading, summary and empty state. */
export function QueryStateOrFailure(props: QueryStateOrFailureProps): ReactNode {
  const { query, failedTitle, retryLabel, retryVariant, summary, empty } = props;
  if (query.error)
    return (
      <LoadFailed
        title={failedTitle}
        message={query.error.message}
        retryLabel={retryLabel}
        retryVariant={retryVariant}
        onRetry={() => query.refetch()}
      />
    );
  return (
    <QueryState isPending={query.isPending} isFetching={query.isFetching} summary={summary} empty={empty} />
  );
}

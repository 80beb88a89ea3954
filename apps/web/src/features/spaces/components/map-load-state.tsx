import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SpaceMapState } from '../hooks/use-space-map';
import { FailureAlert } from './failure-alert';

/**
 * Loading and failure of the plans and the map (issue 14 point 9): a spinner while the first map
 * loads, and an error that says what to do with a retry button.
 */
export function MapLoadState({ state }: { state: SpaceMapState }) {
  const { t } = useTranslation(['spacesMap', 'common']);
  const error = state.plans.error ?? state.map.error;
  if (error) {
    return (
      <FailureAlert
        title={t('map.loadFailed')}
        error={error}
        alwaysRetry
        retrying={state.plans.isFetching || state.map.isFetching}
        onRetry={() => {
          if (state.plans.error) void state.plans.refetch();
          else void state.map.refetch();
        }}
      />
    );
  }
  if (!state.mapData && (state.plans.isPending || state.map.isLoading)) {
    return <Loader aria-label={t('common:loading.data')} />;
  }
  return null;
}

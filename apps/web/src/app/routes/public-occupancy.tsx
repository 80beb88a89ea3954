import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorView } from '../../components/error-view';
import { PublicOccupancyPage } from '../../features/public-occupancy/components/public-occupancy-page';
import { isApiError } from '../../lib/api-error';

/** /public and /public/{tenantKey} (ADR 0016): no sign-in, public layout, may be framed. */
export function PublicOccupancyRoute() {
  return <PublicOccupancyPage />;
}

/**
 * A failure on /public: reload the page, never a way into the app (the page may sit in another
 * site's frame, and a sign-in page inside it is what clickjacking wants).
 */
export function PublicErrorRoute() {
  const { t } = useTranslation(['errors', 'publicOccupancy']);
  const error = useRouteError();
  return (
    <ErrorView
      status={isApiError(error) ? error.status : 500}
      heading={t('errors:heading')}
      message={t('errors:unexpected')}
      onReset={() => window.location.reload()}
      resetLabel={t('publicOccupancy:reload')}
    />
  );
}

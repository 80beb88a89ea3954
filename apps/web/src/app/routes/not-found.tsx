import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ErrorView } from '../../components/error-view';
import { resetTargetFor } from '../../lib/reset-target';
import { useMe } from '../../lib/session';

/** Catch-all route: "Seite nicht gefunden" with a way back (spec 2: reading room or vehicles). */
export function NotFoundRoute() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: me } = useMe();
  const target = resetTargetFor(pathname, me);
  return (
    <ErrorView
      status={404}
      heading={t('notFound.heading')}
      message={t('notFound.message')}
      onReset={() => navigate(target.path)}
      resetLabel={target.area === 'start' ? undefined : t(`backTo.${target.area}`)}
    />
  );
}

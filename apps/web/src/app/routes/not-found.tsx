import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorView } from '../../components/error-view';

/** Catch-all route: "Seite nicht gefunden" with a way back to the start page. */
export function NotFoundRoute() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  return (
    <ErrorView
      status={404}
      heading={t('notFound.heading')}
      message={t('notFound.message')}
      onReset={() => navigate('/')}
    />
  );
}

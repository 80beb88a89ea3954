import { useTranslation } from 'react-i18next';
import { EvaluationPage } from '../../features/utilisation/components/evaluation-page';
import { RequirePermission } from '../guards/require-permission';

/** /auswertung (menu "Auswertung"): the evaluation per floor plan for admins, like /auslastung. */
export function EvaluationRoute() {
  const { t } = useTranslation(['utilisation', 'errors']);
  return (
    <RequirePermission
      allowed={(me) => me.isAdmin === true}
      heading={t('errors:heading')}
      message={t('utilisation:forbidden')}
    >
      <EvaluationPage />
    </RequirePermission>
  );
}

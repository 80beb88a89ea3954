import { EvaluationPage } from '../../features/utilisation/components/evaluation-page';
import { RequireUtilisationAccess } from './utilisation-access';

/** /auswertung (menu "Auswertung"): the evaluation per floor plan for admins, like /auslastung. */
export function EvaluationRoute() {
  return (
    <RequireUtilisationAccess>
      <EvaluationPage />
    </RequireUtilisationAccess>
  );
}

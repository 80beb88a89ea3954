import { UtilisationPage } from '../../features/utilisation/components/utilisation-page';
import { RequireUtilisationAccess } from './utilisation-access';

/** /auslastung: office utilisation for admins. */
export function UtilisationRoute() {
  return (
    <RequireUtilisationAccess>
      <UtilisationPage />
    </RequireUtilisationAccess>
  );
}

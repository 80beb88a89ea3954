import { useTranslation } from 'react-i18next';
import { ApprovalsPage } from '../../features/fleet-approvals/components/approvals-page';
import { isApprover } from '../../lib/fleet-approvals';
import { RequirePermission } from '../guards/require-permission';

/** /fahrzeuge/freigaben: special-trip approvals, for users with fahrzeug_freigabe_von_sonderfahrten. */
export function FleetApprovalsRoute() {
  const { t } = useTranslation('fleetApprovals');
  return (
    <RequirePermission allowed={isApprover} message={t('forbidden')}>
      <ApprovalsPage />
    </RequirePermission>
  );
}

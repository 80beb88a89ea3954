import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../guards/require-permission';

/** /auslastung and /auswertung: for admins (me.isAdmin, decided by the server). */
export function RequireUtilisationAccess({ children }: { children: ReactNode }) {
  const { t } = useTranslation('utilisation');
  return (
    <RequirePermission allowed={(me) => me.isAdmin === true} message={t('forbidden')}>
      {children}
    </RequirePermission>
  );
}

import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { licenceBadgeCount } from '@/lib/fleet-licences';
import type { Me } from '@/lib/session';
import { useLicenceDueCount } from '../api/licences';

/**
 * The checks due beside the menu entry "Führerschein" (spec 6: only with
 * fahrzeug_fuehrerscheinpruefung): a number for the eye and "2 Kontrollen fällig" for screen
 * readers. Nothing while none is due; refetched every minute and after every licence write.
 */
export function LicenceDueBadge({ me }: { me: Me | undefined }) {
  const { t } = useTranslation('fleetLicences');
  const count = licenceBadgeCount(useLicenceDueCount(me).data);
  if (count === undefined) return null;
  return (
    <span data-menu-badge>
      <Badge
        size="sm"
        circle={count < 10}
        color="red"
        ml={6}
        aria-hidden="true"
        data-testid="licence-due-count"
      >
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{`, ${t('badge', { count })}`}</VisuallyHidden>
    </span>
  );
}

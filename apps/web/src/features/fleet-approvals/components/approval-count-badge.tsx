import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/components/count-badge';
import { approvalBadgeCount } from '@/lib/fleet-approvals';
import type { Me } from '@/lib/session';
import { useApprovalCount } from '../api/approvals';

/**
 * The pending approvals beside the menu entry "Freigaben": a number for the eye and, for screen
 * readers, the text "3 offene Freigaben" as part of the link's name. Nothing while none waits.
 * The count refetches every minute and after every booking write (key prefix 'vehicle-bookings').
 */
export function ApprovalCountBadge({ me }: { me: Me | undefined }) {
  const { t } = useTranslation('fleetApprovals');
  const count = approvalBadgeCount(useApprovalCount(me).data);
  if (count === undefined) return null;
  return (
    <span data-menu-badge>
      <CountBadge
        size="sm"
        color="red"
        ml={6}
        aria-hidden="true"
        data-testid="approval-count"
        count={count}
      />
      <VisuallyHidden>{`, ${t('badge', { count })}`}</VisuallyHidden>
    </span>
  );
}

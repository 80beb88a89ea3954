import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorView } from '../../components/error-view';
import { type Me, useMe } from '../../lib/session';

interface RequirePermissionProps {
  allowed: (me: Me) => boolean;
  /** The 403 view's heading; "no access" (errors:heading) unless given. */
  heading?: string;
  message: string;
  children: ReactNode;
}

/**
 * Inside RequireAuth: a page guard beyond the spec 5 admin guards (opening hours need
 * oeffnungszeiten_pflege, utilisation needs an admin). Rendered as a 403 view, like
 * RequireAdminRoute, so the text follows a language switch.
 */
export function RequirePermission({ allowed, heading, message, children }: RequirePermissionProps) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const { data: me } = useMe();
  if (me && allowed(me)) return children;
  return (
    <ErrorView
      status={403}
      heading={heading ?? t('heading')}
      message={message}
      onReset={() => navigate('/', { replace: true })}
    />
  );
}

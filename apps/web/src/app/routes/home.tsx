import { resolveStartPath } from '@buchbar/domain/start-page';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { WelcomePage } from '../../features/home/components/welcome-page';
import { hasPermission, useMe } from '../../lib/session';

/** "/" (spec 2): the configured start page (general.startPage), else the welcome page. */
export function HomeRoute() {
  const { t } = useTranslation('home');
  const { data: me } = useMe();
  const target = me
    ? resolveStartPath({
        startPage: me.settings?.['general.startPage'],
        canBookVehicles: hasPermission(me, 'fahrzeug_buchen'),
        offeredProducts: asArray(me.settings?.['spaces.products']),
      })
    : null;
  if (target) return <Navigate to={target} replace />;
  return (
    <>
      <PageTitle title={t('pageTitle')} />
      <WelcomePage />
    </>
  );
}

function asArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

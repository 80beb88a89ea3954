import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { KioskPlaceholder } from '../../features/kiosk/components/kiosk-placeholder';

export function KioskRoute() {
  const { t } = useTranslation('kiosk');
  return (
    <>
      <PageTitle title={t('pageTitle')} />
      <KioskPlaceholder />
    </>
  );
}

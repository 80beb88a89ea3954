import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { ImprintPage } from '../../features/legal/components/imprint-page';

export function ImprintRoute() {
  const { t } = useTranslation('legal');
  return (
    <>
      <PageTitle title={t('imprint.pageTitle')} />
      <ImprintPage />
    </>
  );
}

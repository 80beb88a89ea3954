import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { PrivacyPage } from '../../features/legal/components/privacy-page';

export function PrivacyRoute() {
  const { t } = useTranslation('legal');
  return (
    <>
      <PageTitle title={t('privacy.pageTitle')} />
      <PrivacyPage />
    </>
  );
}

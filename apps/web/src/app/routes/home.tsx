import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { WelcomePage } from '../../features/home/components/welcome-page';

export function HomeRoute() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageTitle title={t('pageTitle')} />
      <WelcomePage />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { WelcomePage } from '../../features/home/components/welcome-page';

/** "/" without a start page to go to (home.tsx). */
export function HomeWelcome() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageTitle title={t('pageTitle')} />
      <WelcomePage />
    </>
  );
}

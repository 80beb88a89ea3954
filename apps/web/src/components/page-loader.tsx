import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Suspense fallback while a lazily loaded page's code arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden="true" />
      <VisuallyHidden>{t('loading.page')}</VisuallyHidden>
    </Center>
  );
}

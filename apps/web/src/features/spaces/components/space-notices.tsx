import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The tenant does not offer this product (setting spaces.products). */
export function NotOfferedNotice() {
  const { t } = useTranslation('spaces');
  return (
    <Alert color="gray" role="status">
      {t('notOffered')}
    </Alert>
  );
}

/** The product has no active floor plan yet. */
export function NoPlansNotice() {
  const { t } = useTranslation('spaces');
  return (
    <Alert color="gray" role="status">
      {t('filters.noPlans')}
    </Alert>
  );
}

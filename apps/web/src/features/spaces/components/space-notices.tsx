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

/** A plan without seats yet: says so and who adds them (issue 14 point 9). */
export function NoSeatsNotice({ planName }: { planName: string }) {
  const { t } = useTranslation('spacesMap');
  return (
    <Alert color="gray" role="status" title={t('map.noSeatsTitle')}>
      {t('map.noSeats', { name: planName })}
    </Alert>
  );
}

import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's Pagination with every control named in the current language: the arrows are icons
 * and the page buttons only numbers (axe: button-name on the admin lists' pages).
 */
export function LabelledPagination(props: Omit<PaginationProps, 'getControlProps' | 'getItemProps'>) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('pagination.label')}>
      <Pagination
        {...props}
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
      />
    </nav>
  );
}

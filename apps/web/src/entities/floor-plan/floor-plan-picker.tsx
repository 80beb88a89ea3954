import { Group, SegmentedControl, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SpaceProduct } from '../../lib/space-lookups';
import type { FloorPlanSelection } from './use-floor-plan-selection';

interface FloorPlanPickerProps {
  selection: FloorPlanSelection;
  /** Also offer "all floor plans" (empty value), e.g. for reports. */
  allowAll?: boolean;
  allPlans?: boolean;
  onAllPlansChange?: (all: boolean) => void;
}

/** Product switch (when the tenant has more than one) and the floor-plan select of admin pages. */
export function FloorPlanPicker({ selection, allowAll, allPlans, onAllPlansChange }: FloorPlanPickerProps) {
  const { t } = useTranslation(['adminSpaces', 'common']);
  const { products, product, setProduct, floorPlans, floorPlanId, setFloorPlanId } = selection;
  const options = (floorPlans.data ?? []).map((plan) => ({
    value: plan.id,
    label: plan.active ? plan.name : `${plan.name} (${t('picker.inactive')})`,
  }));
  const data = allowAll ? [{ value: '', label: t('picker.allPlans') }, ...options] : options;
  const value = allowAll && allPlans ? '' : (floorPlanId ?? null);
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      {products.length > 1 && (
        <div>
          <Text component="span" size="sm" fw={500} id="space-product-label" display="block" mb={4}>
            {t('picker.product')}
          </Text>
          <SegmentedControl
            aria-labelledby="space-product-label"
            value={product}
            onChange={(next) => setProduct(next as SpaceProduct)}
            data={products.map((p) => ({ value: p, label: t(`picker.products.${p}`) }))}
          />
        </div>
      )}
      <Select
        label={t('picker.floorPlan')}
        data={data}
        value={value}
        allowDeselect={false}
        disabled={floorPlans.isPending}
        placeholder={floorPlans.isPending ? t('common:loading.data') : t('picker.none')}
        onChange={(next) => {
          if (allowAll) onAllPlansChange?.(next === '' || next === null);
          if (next) setFloorPlanId(next);
        }}
        miw={260}
      />
    </Group>
  );
}

import { useSearchParams } from 'react-router';
import { useMe } from '../../lib/session';
import { isSpaceProduct, type SpaceProduct, spaceProductsOf, useFloorPlans } from '../../lib/space-lookups';

export interface FloorPlanSelection {
  products: SpaceProduct[];
  product: SpaceProduct;
  setProduct: (product: SpaceProduct) => void;
  floorPlans: ReturnType<typeof useFloorPlans>;
  /** The chosen plan, else the first one of the product (undefined while loading or when none). */
  floorPlanId: string | undefined;
  setFloorPlanId: (id: string) => void;
}

/**
 * Product and floor plan chosen on an admin page, kept in the query string (`?produkt=&grundriss=`)
 * so reload and shared links keep the selection.
 */
export function useFloorPlanSelection(): FloorPlanSelection {
  const { data: me } = useMe();
  const products = spaceProductsOf(me);
  const [params, setParams] = useSearchParams();
  const rawProduct = params.get('produkt');
  const rawPlan = params.get('grundriss') ?? '';
  // One navigation for both parameters: a new product starts with its first plan.
  const select = (next: SpaceProduct, planId: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('produkt', next);
        if (planId) updated.set('grundriss', planId);
        else updated.delete('grundriss');
        return updated;
      },
      { replace: true },
    );
  const fallback = products[0] ?? 'lesesaal';
  const product = isSpaceProduct(rawProduct) && products.includes(rawProduct) ? rawProduct : fallback;
  const floorPlans = useFloorPlans(product);
  const plans = floorPlans.data ?? [];
  const floorPlanId = plans.some((plan) => plan.id === rawPlan) ? rawPlan : plans[0]?.id;
  return {
    products,
    product,
    setProduct: (next) => select(next, ''),
    floorPlans,
    floorPlanId,
    setFloorPlanId: (id) => select(product, id),
  };
}

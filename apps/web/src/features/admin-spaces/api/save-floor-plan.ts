import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FloorPlanItem, SpaceProduct } from '@/lib/space-lookups';
import type { FloorPlanBody } from './types';

export function saveFloorPlan(
  product: SpaceProduct,
  body: FloorPlanBody,
  id?: string,
): Promise<FloorPlanItem> {
  return id
    ? api.put<FloorPlanItem>(`/api/v1/spaces/${product}/floor-plans/${id}`, body)
    : api.post<FloorPlanItem>(`/api/v1/spaces/${product}/floor-plans`, body);
}

export function useSaveFloorPlan(product: SpaceProduct) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: FloorPlanBody; id?: string }) => saveFloorPlan(product, body, id),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === 'spaces' &&
          queryKey[1] === product &&
          (queryKey[2] === 'floor-plans' || queryKey[2] === 'map'),
      }),
  });
}

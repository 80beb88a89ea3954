import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SpaceProduct } from '@/lib/space-lookups';
import type { KioskToken, KioskTokenCreated } from './types';

const base = (product: SpaceProduct, floorPlanId: string) =>
  `/api/v1/spaces/${product}/floor-plans/${floorPlanId}/kiosk-tokens`;

export const kioskTokensQueryKey = (product: SpaceProduct, floorPlanId: string) =>
  ['admin', 'kiosk-tokens', product, floorPlanId] as const;

export const getKioskTokens = (product: SpaceProduct, floorPlanId: string, signal?: AbortSignal) =>
  api.get<KioskToken[]>(base(product, floorPlanId), { signal });

export const kioskTokensQueryOptions = (product: SpaceProduct, floorPlanId: string) =>
  queryOptions({
    queryKey: kioskTokensQueryKey(product, floorPlanId),
    queryFn: ({ signal }) => getKioskTokens(product, floorPlanId, signal),
  });

export const useKioskTokens = (product: SpaceProduct, floorPlanId: string) =>
  useQuery(kioskTokensQueryOptions(product, floorPlanId));

export const createKioskToken = (product: SpaceProduct, floorPlanId: string, name: string) =>
  api.post<KioskTokenCreated>(base(product, floorPlanId), { name });

export const revokeKioskToken = (product: SpaceProduct, floorPlanId: string, tokenId: string) =>
  api.delete<void>(`${base(product, floorPlanId)}/${tokenId}`);

export function useCreateKioskToken(product: SpaceProduct, floorPlanId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createKioskToken(product, floorPlanId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kioskTokensQueryKey(product, floorPlanId) }),
  });
}

export function useRevokeKioskToken(product: SpaceProduct, floorPlanId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => revokeKioskToken(product, floorPlanId, tokenId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kioskTokensQueryKey(product, floorPlanId) }),
  });
}

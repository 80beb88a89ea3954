import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SpaceProduct } from '@/lib/space-lookups';
import type { UtilisationRow } from '../utils/chart-data';

export interface UtilisationQuery {
  product: SpaceProduct;
  from: string;
  to: string;
  /** undefined = every floor plan of the product. */
  floorPlanId?: string;
}

export function getUtilisation({ product, ...params }: UtilisationQuery, signal?: AbortSignal) {
  return api.get<{ rows: UtilisationRow[] }>(`/api/v1/spaces/${product}/utilisation`, { params, signal });
}

export const utilisationQueryOptions = (query: UtilisationQuery) =>
  queryOptions({
    queryKey: ['spaces', query.product, 'utilisation', query],
    queryFn: ({ signal }) => getUtilisation(query, signal),
    placeholderData: keepPreviousData,
  });

export function useUtilisation(query: UtilisationQuery, enabled: boolean) {
  return useQuery({ ...utilisationQueryOptions(query), enabled });
}

/**
 * The same report as xlsx: a plain link, so the browser downloads it with the session cookie. It
 * names the screen's language, since a link sends the browser's Accept-Language, not the app's.
 */
export function utilisationXlsxUrl(
  { product, from, to, floorPlanId }: UtilisationQuery,
  lang: 'de' | 'en',
): string {
  const params = new URLSearchParams({ from, to, lang });
  if (floorPlanId) params.set('floorPlanId', floorPlanId);
  return `/api/v1/spaces/${product}/utilisation.xlsx?${params.toString()}`;
}

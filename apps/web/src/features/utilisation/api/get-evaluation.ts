import type { SpaceEvaluation } from '@buchbar/contracts/spaces-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UtilisationQuery } from './get-utilisation';

export type { SpaceEvaluation };
export type PlanEvaluation = SpaceEvaluation['plans'][number];

export function getEvaluation({ product, ...params }: UtilisationQuery, signal?: AbortSignal) {
  return api.get<SpaceEvaluation>(`/api/v1/spaces/${product}/evaluation`, { params, signal });
}

export const evaluationQueryOptions = (query: UtilisationQuery) =>
  queryOptions({
    queryKey: ['spaces', query.product, 'evaluation', query],
    queryFn: ({ signal }) => getEvaluation(query, signal),
    placeholderData: keepPreviousData,
  });

export function useEvaluation(query: UtilisationQuery, enabled: boolean) {
  return useQuery({ ...evaluationQueryOptions(query), enabled });
}

/** The evaluation as xlsx in the page's language: a plain link, so the browser downloads it with the session cookie. */
export function evaluationXlsxUrl(
  { product, from, to, floorPlanId }: UtilisationQuery,
  lang: string,
): string {
  const params = new URLSearchParams({ from, to, lang: lang === 'en' ? 'en' : 'de' });
  if (floorPlanId) params.set('floorPlanId', floorPlanId);
  return `/api/v1/spaces/${product}/evaluation.xlsx?${params.toString()}`;
}

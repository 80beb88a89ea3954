import { crudResource, type Refresh, useDeleteMutation, useSaveMutation } from '@/lib/crud-resource';
import { EQUIPMENT_QUERY_KEY, type EquipmentItem } from '@/lib/space-lookups';

export const equipment = crudResource<EquipmentItem, { name: string }>('/api/v1/equipment');

/** Seats carry equipment names, so their lists refetch too. */
const REFRESH: readonly Refresh[] = [
  EQUIPMENT_QUERY_KEY,
  { predicate: ({ queryKey }) => queryKey[0] === 'spaces' && queryKey[2] === 'seats' },
];

export const useSaveEquipment = () => useSaveMutation(equipment, REFRESH);
export const useDeleteEquipment = () => useDeleteMutation(equipment, REFRESH);

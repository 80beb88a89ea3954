import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { EQUIPMENT_QUERY_KEY, type EquipmentItem } from '@/lib/space-lookups';

export function saveEquipment(name: string, id?: string): Promise<EquipmentItem> {
  return id
    ? api.put<EquipmentItem>(`/api/v1/equipment/${id}`, { name })
    : api.post<EquipmentItem>('/api/v1/equipment', { name });
}

export const deleteEquipment = (id: string) => api.delete<void>(`/api/v1/equipment/${id}`);

/** Seats carry equipment names, so their lists refetch too. */
function useInvalidateEquipment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: EQUIPMENT_QUERY_KEY }),
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === 'spaces' && queryKey[2] === 'seats',
      }),
    ]);
}

export function useSaveEquipment() {
  const invalidate = useInvalidateEquipment();
  return useMutation({
    mutationFn: ({ name, id }: { name: string; id?: string }) => saveEquipment(name, id),
    onSuccess: invalidate,
  });
}

export function useDeleteEquipment() {
  const invalidate = useInvalidateEquipment();
  return useMutation({ mutationFn: deleteEquipment, onSuccess: invalidate });
}

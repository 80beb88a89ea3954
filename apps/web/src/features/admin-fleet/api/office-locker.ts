import type {
  KeyCompartment,
  LockerTerminalCreated as LockerTerminalCreatedSchema,
  LockerTerminal as LockerTerminalSchema,
} from '@buchbar/contracts/office-locker';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type LockerTerminal = z.infer<typeof LockerTerminalSchema>;
export type LockerTerminalCreated = z.infer<typeof LockerTerminalCreatedSchema>;
type Compartment = z.infer<typeof KeyCompartment>;

const TERMINALS_KEY = ['office-locker-terminals'] as const;
const compartmentKey = (vehicleId: string) => ['vehicles', 'admin', vehicleId, 'key-compartment'] as const;

/** The key hand-over terminals of the tenant (fleet managers). */
export function useLockerTerminals() {
  return useQuery({
    queryKey: TERMINALS_KEY,
    queryFn: ({ signal }) => api.get<LockerTerminal[]>('/api/v1/office-locker-terminals', { signal }),
  });
}

export function useCreateLockerTerminal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api.post<LockerTerminalCreated>('/api/v1/office-locker-terminals', { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: TERMINALS_KEY }),
  });
}

export function useRevokeLockerTerminal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/office-locker-terminals/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: TERMINALS_KEY }),
  });
}

/** The vehicle's key compartment at the terminal (null = not offered there). */
export function useKeyCompartment(vehicleId: string) {
  return useQuery({
    queryKey: compartmentKey(vehicleId),
    queryFn: ({ signal }) =>
      api.get<Compartment>(`/api/v1/vehicles/${vehicleId}/key-compartment`, { signal }),
  });
}

export function useSaveKeyCompartment(vehicleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyCompartment: string | null) =>
      api.put<Compartment>(`/api/v1/vehicles/${vehicleId}/key-compartment`, { keyCompartment }),
    onSuccess: (data) => client.setQueryData(compartmentKey(vehicleId), data),
  });
}

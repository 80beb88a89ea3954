import type { VehicleApprovalCount, VehicleBookingListItem } from '@buchbar/contracts/fleet';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { isApprover } from '@/lib/fleet-approvals';
import type { Me } from '@/lib/session';

export type PendingApproval = z.infer<typeof VehicleBookingListItem>;
export type ApprovalDecision = 'approve' | 'reject';

/** Every vehicle-booking key starts with 'vehicle-bookings' (shared rule), so a write refreshes these too. */
export const approvalsQueryKey = ['vehicle-bookings', 'list', 'approvals'] as const;
export const approvalCountQueryKey = ['vehicle-bookings', 'approvals', 'count'] as const;

/** How often the menu badge asks again while the app is open. */
export const APPROVAL_COUNT_REFRESH_MS = 60_000;

export const getApprovals = (signal?: AbortSignal) =>
  api.get<PendingApproval[]>('/api/v1/vehicle-bookings', { params: { scope: 'approvals' }, signal });

export const approvalsQueryOptions = () =>
  queryOptions({ queryKey: approvalsQueryKey, queryFn: ({ signal }) => getApprovals(signal) });

export function useApprovals() {
  return useQuery(approvalsQueryOptions());
}

export const getApprovalCount = (signal?: AbortSignal) =>
  api.get<z.infer<typeof VehicleApprovalCount>>('/api/v1/vehicle-bookings/approvals/count', { signal });

export const approvalCountQueryOptions = () =>
  queryOptions({
    queryKey: approvalCountQueryKey,
    queryFn: ({ signal }) => getApprovalCount(signal),
    refetchInterval: APPROVAL_COUNT_REFRESH_MS,
    select: (answer) => answer.count,
  });

/** The menu badge's number; only asked for approvers (everyone else gets a 403). */
export function useApprovalCount(me: Me | undefined) {
  return useQuery({ ...approvalCountQueryOptions(), enabled: isApprover(me) });
}

export const decideApproval = (id: string, decision: ApprovalDecision) =>
  api.post<PendingApproval>(`/api/v1/vehicle-bookings/${encodeURIComponent(id)}/${decision}`, {});

/** Approve or reject; afterwards every booking and vehicle query refetches (badge, lists, availability). */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ApprovalDecision }) =>
      decideApproval(id, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vehicle-bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles'] }),
      ]),
  });
}

import { api } from '@/lib/api-client';
import type { LockerReturned, LockerStepView, LockerTerminalSelf, TripEntryInputShape } from './types';

/** `GET /api/v1/office-locker/terminal`: the terminal's name, or 401 for an unknown/revoked token. */
export function getLockerTerminal(token: string, signal?: AbortSignal): Promise<LockerTerminalSelf> {
  return api.get<LockerTerminalSelf>('/api/v1/office-locker/terminal', { params: { token }, signal });
}

/** `POST /api/v1/office-locker/lookup`: the step a code offers; 404 for every refusal alike. */
export function lookupLockerCode(token: string, code: string): Promise<LockerStepView> {
  return api.post<LockerStepView>('/api/v1/office-locker/lookup', { code }, { params: { token } });
}

/** `POST /api/v1/office-locker/check-out`: ends the trip; 422 names the refused fields. */
export function checkOutAtLocker(
  token: string,
  code: string,
  entry: TripEntryInputShape,
): Promise<LockerReturned> {
  return api.post<LockerReturned>('/api/v1/office-locker/check-out', { code, entry }, { params: { token } });
}

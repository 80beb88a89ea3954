import { isVehicleBlockType, type VehicleBlockType } from '@buchbar/domain/fleet/vehicle-constants';
import { toLocalDateTime } from '@buchbar/domain/time/zoned-time';

export type PeriodField = 'type' | 'start' | 'end' | 'description';

/** Which field of the block / booklet form a refusal of the server belongs to. */
const CODE_FIELDS: Record<string, PeriodField> = {
  UNKNOWN_TYPE: 'type',
  END_NOT_AFTER_START: 'end',
  VEHICLE_BLOCK_IN_PAST: 'end',
  SERVICE_DESCRIPTION_MISSING: 'description',
  SERVICE_DESCRIPTION_TOO_LONG: 'description',
};

/**
 * A refused block or booklet entry as field errors and a general message: the field ones shown
 * at their field, the rest (a running trip or another block in the period: 409) above the button.
 * `fields` are the refusal's own field errors (a 400's, read by lib/form-errors).
 */
export function periodErrors(
  refusal: { code: string; message: string },
  fields: Record<string, string>,
): { fields: Partial<Record<PeriodField, string>>; general?: string } {
  const field = CODE_FIELDS[refusal.code];
  if (field) return { fields: { [field]: refusal.message } };
  if (Object.keys(fields).length > 0) return { fields };
  return { fields: {}, general: refusal.message };
}

/**
 * The block type a link asks for (`?sperre=DEFEKT` in the fleet notice mail, ADR 0009 point 6),
 * or null for none or an unknown one.
 */
export function requestedBlockType(param: string | null): VehicleBlockType | null {
  const value = param?.trim().toUpperCase() ?? '';
  return isVehicleBlockType(value) ? value : null;
}

/** Now as a Berlin wall time for a datetime-local input ("2026-11-24T09:05"). */
export function localInputNow(now: number): string {
  const { date, time } = toLocalDateTime(now);
  return `${date}T${time}`;
}

import { isApiError } from '@/lib/api-error';
import { toFieldErrors } from '@/lib/form-errors';
import { idsOf } from './vehicle-form';

/** Which field a 422 of the vehicle API belongs to. */
const CODE_FIELDS: Record<string, string> = {
  VEHICLE_PLATE_TAKEN: 'licencePlate',
  VEHICLE_VALIDITY_INVALID: 'validTo',
  VEHICLE_BOOKING_WINDOW_INVALID: 'bookingTo',
  UNKNOWN_DEPARTMENT: 'departmentIds',
  UNKNOWN_LOCATION: 'locationId',
};

/** Server refusals at their fields: 400 field paths, known 422 codes, attribute ids in details. */
export function vehicleFieldErrors(error: unknown): Record<string, string> {
  const general = toFieldErrors(error);
  if (Object.keys(general).length > 0) return general;
  if (!isApiError(error)) return {};
  const field = CODE_FIELDS[error.code];
  if (field) return { [field]: error.message };
  const ids = idsOf(error.details.attributes);
  if (typeof error.details.attributeId === 'string') ids.push(error.details.attributeId);
  return Object.fromEntries(ids.map((id) => [`attributes.${id}`, error.message]));
}

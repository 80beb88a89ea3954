import { isApiError } from '@/lib/api-error';
import { toFieldErrors } from '@/lib/form-errors';

/** Conflict codes of the spaces admin API and the form field they belong to. */
const CODE_FIELDS: Record<string, string> = {
  SEAT_LABEL_TAKEN: 'label',
  EQUIPMENT_NAME_TAKEN: 'name',
  LOCATION_NAME_TAKEN: 'name',
};

/** Field errors of a refused save: validation paths from lib, plus this API's conflict codes. */
export function formErrorsOf(error: unknown): Record<string, string> {
  const fields = toFieldErrors(error);
  if (isApiError(error)) {
    const field = CODE_FIELDS[error.code];
    if (field) fields[field] = error.message;
  }
  return fields;
}

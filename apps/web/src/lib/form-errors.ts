import { type ApiError, isApiError } from './api-error';

/** Which form field a conflict code belongs to (the server names the field only for 400s). */
const CODE_FIELDS: Record<string, string> = {
  EMAIL_TAKEN: 'email',
  ROLE_NAME_TAKEN: 'name',
  GROUP_NAME_TAKEN: 'name',
  TENANT_NAME_TAKEN: 'name',
  TENANT_KEY_TAKEN: 'key',
  DOMAIN_TAKEN: 'domains',
  LOCATION_NAME_TAKEN: 'name',
  EQUIPMENT_NAME_TAKEN: 'name',
  EMAIL_DOMAIN_NOT_OF_TENANT: 'email',
  EMAIL_UNCHANGED: 'email',
  CURRENT_PASSWORD_WRONG: 'currentPassword',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `body.domains.0.domain` -> `domains.0.domain` (the form's path for @mantine/form). */
function formPath(path: string): string {
  return path.replace(/^(body|querystring|params)\.?/, '');
}

/**
 * Server refusals as `{ field: message }` for a form: 400 VALIDATION_FAILED lists
 * `details.fields[{path, message}]`; known conflict codes map to their field; a refused setting
 * (SETTING_VALUE_INVALID) belongs to `details.option`. Everything else is not field-specific.
 */
export function toFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const { code, details, message } = error as ApiError;
  if (code === 'VALIDATION_FAILED' && Array.isArray(details.fields)) {
    const errors: Record<string, string> = {};
    for (const field of details.fields) {
      if (!isRecord(field) || typeof field.path !== 'string') continue;
      const path = formPath(field.path);
      if (path && !errors[path]) errors[path] = typeof field.message === 'string' ? field.message : message;
    }
    return errors;
  }
  if (code.startsWith('SETTING_') && typeof details.option === 'string') return { [details.option]: message };
  const field = CODE_FIELDS[code];
  return field ? { [field]: message } : {};
}

/** The message to show outside the fields (a notification), or undefined when the fields carry it. */
export function generalErrorMessage(error: unknown): string | undefined {
  if (Object.keys(toFieldErrors(error)).length > 0) return undefined;
  return error instanceof Error ? error.message : undefined;
}

/**
 * Stable codes the HTTP layer maps to a status and a translated message. The storage code never
 * builds user-facing text itself, so German and English stay in the web/i18n layer.
 */
export type StorageErrorCode =
  | 'STORAGE_INVALID_KEY'
  | 'STORAGE_UNKNOWN_BUCKET'
  | 'UPLOAD_EMPTY'
  | 'UPLOAD_TOO_LARGE'
  | 'UPLOAD_TYPE_NOT_ALLOWED';

/** Suggested HTTP status per code (400 invalid input, 413 too large, 415 wrong media type). */
export const STORAGE_ERROR_HTTP_STATUS: Readonly<Record<StorageErrorCode, number>> = {
  STORAGE_INVALID_KEY: 400,
  STORAGE_UNKNOWN_BUCKET: 400,
  UPLOAD_EMPTY: 400,
  UPLOAD_TOO_LARGE: 413,
  UPLOAD_TYPE_NOT_ALLOWED: 415,
};

export type StorageErrorDetails = Readonly<Record<string, unknown>>;

export class StorageError extends Error {
  readonly code: StorageErrorCode;
  readonly details: StorageErrorDetails;

  constructor(code: StorageErrorCode, details: StorageErrorDetails = {}) {
    super(`${code} ${JSON.stringify(details)}`);
    this.name = 'StorageError';
    this.code = code;
    this.details = details;
  }
}

export function isStorageError(value: unknown): value is StorageError {
  return value instanceof StorageError;
}

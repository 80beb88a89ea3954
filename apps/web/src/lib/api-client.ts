import { i18n } from '../i18n/i18n';
import { ApiError, NETWORK_ERROR_STATUS, OFFLINE_CODE, toApiError } from './api-error';
import { logger } from './logger';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Query parameters; undefined values are left out. */
  params?: Record<string, string | number | boolean | string[] | undefined>;
  /** Sees the answer's headers of a successful request (paging headers such as X-Total-Count). */
  onHeaders?: (headers: Headers) => void;
}

function buildUrl(path: string, params: ApiRequestOptions['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) for (const item of value) query.append(key, item);
    else if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * The only place that calls `fetch` for the API: session cookie included, language sent,
 * JSON in and out, failures turned into ApiError. Idempotent GETs are retried once when
 * the network fails (never on an HTTP error answer).
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'de',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const init: RequestInit = {
    method,
    headers,
    credentials: 'include',
    signal: options.signal,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
  const url = buildUrl(path, options.params);
  // Offline, every call fails at once with a message saying so (issue 14 point 2: fail fast, the
  // caller offers a retry) instead of waiting for the browser's network error.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    logger.debug(`× ${method} ${url} offline`);
    throw new ApiError(NETWORK_ERROR_STATUS, OFFLINE_CODE, i18n.t('errors:network'));
  }
  const attempts = method === 'GET' ? 2 : 1;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  logger.debug(`→ ${method} ${url}`);
  let response: Response | undefined;
  for (let attempt = 1; !response; attempt += 1) {
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (isAbort(error, options.signal)) {
        logger.debug(`× ${method} ${url} aborted`, { ms: elapsed() });
        throw error;
      }
      logger.debug(`× ${method} ${url} network error (attempt ${attempt}/${attempts})`, {
        ms: elapsed(),
        error,
      });
      if (attempt >= attempts) {
        throw new ApiError(NETWORK_ERROR_STATUS, 'NETWORK_ERROR', i18n.t('errors:network'));
      }
    }
  }
  logger.debug(`← ${method} ${url} ${response.status}`, { ms: elapsed() });
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body, i18n.t('errors:unexpected'));
  options.onHeaders?.(response.headers);
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

import { i18n } from '@/i18n/i18n';
import { ApiError, NETWORK_ERROR_STATUS, toApiError } from '@/lib/api-error';

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * `POST url` with one file in the multipart field "file". XMLHttpRequest instead of fetch because
 * only it reports upload progress (0–100 to `onProgress`); the server decides the type by content
 * and its 413/415/422 answers keep their translated message, like every other API error.
 */
export function uploadFile<T>(url: string, file: File, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18n.resolvedLanguage ?? 'de');
    if (onProgress)
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(toApiError(request.status, body, i18n.t('errors:unexpected')));
    };
    request.onerror = () =>
      reject(new ApiError(NETWORK_ERROR_STATUS, 'NETWORK_ERROR', i18n.t('errors:network')));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

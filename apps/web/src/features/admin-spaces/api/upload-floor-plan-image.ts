import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { i18n } from '@/i18n/i18n';
import { ApiError, NETWORK_ERROR_STATUS, toApiError } from '@/lib/api-error';
import type { UploadedFile } from './types';

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * `POST /api/v1/files/floor-plans` (multipart field "file"). XMLHttpRequest instead of fetch
 * because only it reports upload progress; 413/415 answers keep the server's translated message.
 */
export function uploadFloorPlanImage(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/v1/files/floor-plans');
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18n.resolvedLanguage ?? 'de');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as UploadedFile);
      else reject(toApiError(request.status, body, i18n.t('errors:unexpected')));
    };
    request.onerror = () =>
      reject(new ApiError(NETWORK_ERROR_STATUS, 'NETWORK_ERROR', i18n.t('errors:network')));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/** The upload with its progress (0–100) for a progress bar. */
export function useUploadFloorPlanImage() {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadFloorPlanImage(file, setProgress);
    },
  });
  return { ...mutation, progress };
}

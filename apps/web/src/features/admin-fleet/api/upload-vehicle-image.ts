import { useMutation } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n';
import { ApiError, NETWORK_ERROR_STATUS, toApiError } from '@/lib/api-error';
import { useInvalidateFleet, type VehicleChange } from './vehicles';

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * `POST /api/v1/vehicles/{id}/image` (multipart field "file"): the server decides png/jpg by the
 * content and the size limit; a refusal is a 422 with a translated message.
 */
export function uploadVehicleImage(vehicleId: string, file: File): Promise<VehicleChange> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/v1/vehicles/${encodeURIComponent(vehicleId)}/image`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18n.resolvedLanguage ?? 'de');
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as VehicleChange);
      else reject(toApiError(request.status, body, i18n.t('errors:unexpected')));
    };
    request.onerror = () =>
      reject(new ApiError(NETWORK_ERROR_STATUS, 'NETWORK_ERROR', i18n.t('errors:network')));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

export function useUploadVehicleImage(vehicleId: string) {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (file: File) => uploadVehicleImage(vehicleId, file),
    onSuccess: invalidate,
  });
}

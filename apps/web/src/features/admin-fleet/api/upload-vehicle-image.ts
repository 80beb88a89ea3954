import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '@/lib/upload-file';
import { useInvalidateFleet, type VehicleChange } from './vehicles';

/**
 * `POST /api/v1/vehicles/{id}/image` (multipart field "file"): the server decides png/jpg by the
 * content and the size limit; a refusal is a 422 with a translated message.
 */
export function uploadVehicleImage(vehicleId: string, file: File): Promise<VehicleChange> {
  return uploadFile<VehicleChange>(`/api/v1/vehicles/${encodeURIComponent(vehicleId)}/image`, file);
}

export function useUploadVehicleImage(vehicleId: string) {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (file: File) => uploadVehicleImage(vehicleId, file),
    onSuccess: invalidate,
  });
}

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadFile } from '@/lib/upload-file';
import type { UploadedFile } from './types';

/**
 * `POST /api/v1/files/floor-plans` (multipart field "file") with upload progress; 413/415 answers
 * keep the server's translated message.
 */
export function uploadFloorPlanImage(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  return uploadFile<UploadedFile>('/api/v1/files/floor-plans', file, onProgress);
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

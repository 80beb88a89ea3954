import { FileInput, Image, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUploadFloorPlanImage } from '../api/upload-floor-plan-image';

interface FloorPlanImageUploadProps {
  /** The current image to preview (existing URL or the freshly uploaded file's URL). */
  previewUrl: string | null;
  onUploaded: (fileName: string, url: string) => void;
}

/**
 * Uploads the plan image as soon as a file is chosen, with a progress bar; the server checks the
 * content (SVG/PNG/JPG) and answers 413/415 with a translated message, shown under the field.
 */
export function FloorPlanImageUpload({ previewUrl, onUploaded }: FloorPlanImageUploadProps) {
  const { t } = useTranslation('adminSpaces');
  const upload = useUploadFloorPlanImage();
  return (
    <Stack gap="xs">
      <FileInput
        label={t('planDialog.image')}
        description={t('planDialog.imageHint')}
        placeholder={t('planDialog.imagePlaceholder')}
        accept="image/svg+xml,image/png,image/jpeg"
        leftSection={<IconUpload size={16} aria-hidden="true" />}
        clearable={false}
        error={upload.error?.message}
        onChange={(file) => {
          if (!file) return;
          upload.mutate(file, {
            onSuccess: (stored) =>
              onUploaded(stored.fileName, `/api/v1/files/floor-plans/${stored.tenantKey}/${stored.fileName}`),
          });
        }}
      />
      {upload.isPending && (
        <Progress
          value={upload.progress}
          aria-label={t('planDialog.uploading', { percent: upload.progress })}
          animated
        />
      )}
      {upload.isSuccess && (
        <Text size="sm" c="teal" role="status">
          {t('planDialog.uploaded')}
        </Text>
      )}
      {previewUrl && (
        <Image src={previewUrl} alt={t('planDialog.preview')} mah={180} fit="contain" radius="sm" />
      )}
    </Stack>
  );
}

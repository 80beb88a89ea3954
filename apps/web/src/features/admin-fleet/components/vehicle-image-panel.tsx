import {
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useUploadVehicleImage } from '../api/upload-vehicle-image';
import { type AdminVehicle, useDefaultImages, useUpdateVehicle } from '../api/vehicles';
import { vehicleLabel } from '../utils/vehicle-list';

/** The vehicle's picture: upload a png/jpg (checked by the server) or pick a default picture. */
export function VehicleImagePanel({ vehicle }: { vehicle: AdminVehicle }) {
  const { t } = useTranslation('adminFleet');
  const name = vehicleLabel(vehicle);
  const defaults = useDefaultImages();
  const upload = useUploadVehicleImage(vehicle.id);
  const choose = useUpdateVehicle(vehicle.id);
  const [file, setFile] = useState<File | null>(null);
  const disabled = !vehicle.active;
  const done = () => notifySuccess(t('image.uploaded'), t('image.uploadedText', { name }));
  const src = vehicle.imageFile
    ? `/api/v1/vehicles/${vehicle.id}/image?v=${encodeURIComponent(vehicle.imageFile)}`
    : undefined;
  const defaultName = (fileName: string) =>
    t(`image.names.${fileName.replace(/\.\w+$/, '')}` as 'image.names.van', fileName);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('image.heading')}
        </Title>
        {src ? (
          <Image src={src} alt={t('image.current', { name })} maw={320} radius="md" fit="contain" />
        ) : (
          <Text c="dimmed">{t('image.none')}</Text>
        )}
      </Stack>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (file)
            upload.mutate(file, {
              onSuccess: () => {
                setFile(null);
                done();
              },
            });
        }}
      >
        <Group align="flex-end" gap="sm">
          <FileInput
            label={t('image.upload')}
            description={t('image.uploadHint')}
            accept="image/png,image/jpeg"
            value={file}
            onChange={(f) => {
              upload.reset();
              setFile(f);
            }}
            clearable
            disabled={disabled}
            error={upload.error?.message}
            w={{ base: '100%', sm: 320 }}
          />
          <Button
            type="submit"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={upload.isPending}
            disabled={!file || disabled}
          >
            {t('image.uploadButton')}
          </Button>
        </Group>
      </form>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('image.defaults')}
        </Title>
        {choose.error && (
          <Alert color="red" role="alert">
            {choose.error.message}
          </Alert>
        )}
        <SimpleGrid
          cols={{ base: 2, sm: 4 }}
          spacing="sm"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {(defaults.data ?? []).map((d) => {
            const chosen = vehicle.imageFile === d.fileName;
            return (
              <li key={d.fileName}>
                <UnstyledButton
                  aria-pressed={chosen}
                  aria-label={t('image.choose', { name: defaultName(d.fileName) })}
                  disabled={disabled || choose.isPending}
                  onClick={() => choose.mutate({ imageFile: d.fileName }, { onSuccess: done })}
                  p="xs"
                  w="100%"
                  style={{
                    border: `2px solid ${chosen ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
                    borderRadius: 'var(--mantine-radius-md)',
                  }}
                >
                  <Image src={d.url} alt="" h={72} fit="contain" />
                  <Group gap={4} justify="center" mt={4}>
                    {chosen && <IconCheck size={14} aria-hidden />}
                    <Text size="sm">{defaultName(d.fileName)}</Text>
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

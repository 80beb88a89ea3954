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

type DefaultImage = NonNullable<ReturnType<typeof useDefaultImages>['data']>[number];

/** The picture's queries and mutations, the chosen file and the success notice. */
function useVehicleImagePanel(vehicle: AdminVehicle) {
  const { t } = useTranslation('adminFleet');
  const name = vehicleLabel(vehicle);
  const defaults = useDefaultImages();
  const upload = useUploadVehicleImage(vehicle.id);
  const choose = useUpdateVehicle(vehicle.id);
  const [file, setFile] = useState<File | null>(null);
  const done = () => notifySuccess(t('image.uploaded'), t('image.uploadedText', { name }));
  const submitUpload = () => {
    if (file)
      upload.mutate(file, {
        onSuccess: () => {
          setFile(null);
          done();
        },
      });
  };
  const pickFile = (f: File | null) => {
    upload.reset();
    setFile(f);
  };
  const chooseDefault = (fileName: string) => choose.mutate({ imageFile: fileName }, { onSuccess: done });
  return { name, defaults, upload, choose, file, submitUpload, pickFile, chooseDefault };
}

/** The translated name of a default picture, its file name when no translation exists. */
function useDefaultName() {
  const { t } = useTranslation('adminFleet');
  return (fileName: string) =>
    t(`image.names.${fileName.replace(/\.\w+$/, '')}` as 'image.names.van', fileName);
}

/** The current picture, or a note that there is none. */
function CurrentImage({ vehicle, name }: { vehicle: AdminVehicle; name: string }) {
  const { t } = useTranslation('adminFleet');
  const src = vehicle.imageFile
    ? `/api/v1/vehicles/${vehicle.id}/image?v=${encodeURIComponent(vehicle.imageFile)}`
    : undefined;
  return (
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
  );
}

/** The upload form: a png/jpg file input and its submit button. */
function UploadForm({
  panel,
  disabled,
}: {
  panel: ReturnType<typeof useVehicleImagePanel>;
  disabled: boolean;
}) {
  const { t } = useTranslation('adminFleet');
  const { upload, file } = panel;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        panel.submitUpload();
      }}
    >
      <Group align="flex-end" gap="sm">
        <FileInput
          label={t('image.upload')}
          description={t('image.uploadHint')}
          accept="image/png,image/jpeg"
          value={file}
          onChange={panel.pickFile}
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
  );
}

/** One default picture as a toggle button, pressed when it is the vehicle's picture. */
function DefaultImageOption({
  image,
  chosen,
  disabled,
  onChoose,
}: {
  image: DefaultImage;
  chosen: boolean;
  disabled: boolean;
  onChoose: (fileName: string) => void;
}) {
  const { t } = useTranslation('adminFleet');
  const defaultName = useDefaultName();
  return (
    <li>
      <UnstyledButton
        aria-pressed={chosen}
        aria-label={t('image.choose', { name: defaultName(image.fileName) })}
        disabled={disabled}
        onClick={() => onChoose(image.fileName)}
        p="xs"
        w="100%"
        style={{
          border: `2px solid ${chosen ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        <Image src={image.url} alt="" h={72} fit="contain" />
        <Group gap={4} justify="center" mt={4}>
          {chosen && <IconCheck size={14} aria-hidden />}
          <Text size="sm">{defaultName(image.fileName)}</Text>
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** The default pictures to pick from, with the error of the last pick. */
function DefaultImages({
  vehicle,
  panel,
  disabled,
}: {
  vehicle: AdminVehicle;
  panel: ReturnType<typeof useVehicleImagePanel>;
  disabled: boolean;
}) {
  const { t } = useTranslation('adminFleet');
  const { choose, defaults } = panel;
  return (
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
        {(defaults.data ?? []).map((d) => (
          <DefaultImageOption
            key={d.fileName}
            image={d}
            chosen={vehicle.imageFile === d.fileName}
            disabled={disabled || choose.isPending}
            onChoose={panel.chooseDefault}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The vehicle's picture: upload a png/jpg (checked by the server) or pick a default picture. */
export function VehicleImagePanel({ vehicle }: { vehicle: AdminVehicle }) {
  const panel = useVehicleImagePanel(vehicle);
  const disabled = !vehicle.active;
  return (
    <Stack gap="lg">
      <CurrentImage vehicle={vehicle} name={panel.name} />
      <UploadForm panel={panel} disabled={disabled} />
      <DefaultImages vehicle={vehicle} panel={panel} disabled={disabled} />
    </Stack>
  );
}

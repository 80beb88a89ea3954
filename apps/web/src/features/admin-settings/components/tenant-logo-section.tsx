import { Alert, Button, FileInput, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useMe } from '@/lib/session';
import { type TenantLogo, useRemoveTenantLogo, useTenantLogo, useUploadTenantLogo } from '../api/tenant-logo';

/**
 * The tenant's logo above the text of every mail it sends (ADR 0013, amendment 2026-11-24):
 * preview, upload (PNG or JPEG, checked by the server), remove.
 */
export function TenantLogoSection() {
  const { t } = useTranslation('adminSettings');
  const headingId = useId();
  const me = useMe();
  const tenantId = me.data?.tenant.id ?? '';
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" maw={760}>
      <div>
        <Title order={2} size="h4" id={headingId}>
          {t('logo.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('logo.intro')}
        </Text>
      </div>
      {tenantId && <TenantLogoForm tenantId={tenantId} tenantName={me.data?.tenant.name ?? ''} />}
    </Stack>
  );
}

/** The logo's query, its upload and remove mutations and the chosen file, with their notices. */
function useTenantLogoForm(tenantId: string) {
  const { t } = useTranslation('adminSettings');
  const logo = useTenantLogo(tenantId);
  const upload = useUploadTenantLogo(tenantId);
  const remove = useRemoveTenantLogo(tenantId);
  const [file, setFile] = useState<File | null>(null);
  const submitUpload = () => {
    if (file)
      upload.mutate(file, {
        onSuccess: () => {
          setFile(null);
          notifySuccess(t('logo.uploaded'), t('logo.uploadedText'));
        },
      });
  };
  const pickFile = (f: File | null) => {
    upload.reset();
    setFile(f);
  };
  const removeLogo = () =>
    remove.mutate(undefined, {
      onSuccess: () => notifySuccess(t('logo.removed'), t('logo.removedText')),
    });
  return { logo, upload, remove, file, submitUpload, pickFile, removeLogo };
}

/** How the mail's head looks: the current logo (or a note that there is none) above the tenant's name. */
function LogoPreview({ current, tenantName }: { current: TenantLogo['logo']; tenantName: string }) {
  const { t } = useTranslation('adminSettings');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('logo.preview')}
        </Text>
        {current ? (
          <Image
            src={current.url}
            alt={t('logo.current', { name: tenantName })}
            h={48}
            w="auto"
            fit="contain"
            style={{ alignSelf: 'flex-start' }}
          />
        ) : (
          <Text c="dimmed" size="sm">
            {t('logo.none')}
          </Text>
        )}
        <Text fw={700}>{tenantName}</Text>
      </Stack>
    </Paper>
  );
}

/** The upload form: a PNG/JPEG file input and its submit button. */
function LogoUploadForm({ form }: { form: ReturnType<typeof useTenantLogoForm> }) {
  const { t } = useTranslation('adminSettings');
  const { upload, file } = form;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        form.submitUpload();
      }}
    >
      <Group align="flex-end" gap="sm">
        <FileInput
          label={t('logo.upload')}
          description={t('logo.uploadHint')}
          accept="image/png,image/jpeg"
          value={file}
          onChange={form.pickFile}
          clearable
          clearButtonProps={{ 'aria-label': t('logo.clear') }}
          error={upload.error?.message}
          w={{ base: '100%', sm: 320 }}
        />
        <Button
          type="submit"
          leftSection={<IconUpload size={16} aria-hidden />}
          loading={upload.isPending}
          disabled={!file}
        >
          {t('logo.uploadButton')}
        </Button>
      </Group>
    </form>
  );
}

/** The logo's preview, upload and (when there is one) remove button, once the logo has loaded. */
function TenantLogoForm({ tenantId, tenantName }: { tenantId: string; tenantName: string }) {
  const { t } = useTranslation('adminSettings');
  const form = useTenantLogoForm(tenantId);
  const { logo, remove } = form;
  const current = logo.data?.logo ?? null;

  if (logo.isPending) return <Loader size="sm" aria-label={t('logo.heading')} />;
  if (logo.error)
    return (
      <Alert color="red" role="alert">
        {logo.error.message}
      </Alert>
    );
  return (
    <Stack gap="md">
      <LogoPreview current={current} tenantName={tenantName} />
      <LogoUploadForm form={form} />
      {current && (
        <Group>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={form.removeLogo}
          >
            {t('logo.remove')}
          </Button>
        </Group>
      )}
      {remove.error && (
        <Alert color="red" role="alert">
          {remove.error.message}
        </Alert>
      )}
    </Stack>
  );
}

import { Button, Group, Modal, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generalErrorMessage, toFieldErrors } from '@/lib/form-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useMe } from '@/lib/session';
import { type FloorPlanItem, type SpaceProduct, useLocations } from '@/lib/space-lookups';
import { useErrorsFollowLanguage } from '@/lib/use-errors-follow-language';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useSaveFloorPlan } from '../api/save-floor-plan';
import { isAcceptableLink } from '../utils/http-link';
import { imageFileOf } from '../utils/image-file';
import { FloorPlanImageUpload } from './floor-plan-image-upload';
import { PublicPlanLinks } from './public-plan-links';

interface FloorPlanDialogProps {
  product: SpaceProduct;
  opened: boolean;
  /** undefined = a new floor plan. */
  floorPlan: FloorPlanItem | undefined;
  onClose: () => void;
  onSaved: (id: string) => void;
}

interface PlanFormValues {
  name: string;
  locationId: string | null;
  active: boolean;
  description: string;
  link: string;
  imageFile: string | null;
  isPublic: boolean;
}

const valuesOf = (plan: FloorPlanItem | undefined): PlanFormValues => ({
  name: plan?.name ?? '',
  locationId: plan?.locationId ?? null,
  active: plan?.active ?? true,
  description: plan?.description ?? '',
  link: plan?.link ?? '',
  imageFile: imageFileOf(plan?.imageUrl),
  isPublic: plan?.isPublic ?? false,
});

/**
 * Spec dialog "admin floor plans": name, location, active, description, link, plan image, and
 * whether /public shows the plan without sign-in (ADR 0016; with its address and iframe code).
 */
export function FloorPlanDialog({ product, opened, floorPlan, onClose, onSaved }: FloorPlanDialogProps) {
  const { t } = useTranslation('adminSpaces');
  const { data: locations = [] } = useLocations();
  const { data: me } = useMe();
  const tenantKey = me?.tenant?.key;
  const save = useSaveFloorPlan(product);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const form = useForm<PlanFormValues>({
    initialValues: valuesOf(undefined),
    validate: {
      name: (value) => (value.trim() ? null : t('validation.required')),
      link: (value) => (isAcceptableLink(value) ? null : t('validation.url')),
    },
  });
  useErrorsFollowLanguage(form);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another plan is opened
  useEffect(() => {
    if (opened) form.setValues(valuesOf(floorPlan));
    setPreviewUrl(floorPlan?.imageUrl ?? null);
    form.resetDirty();
    form.clearErrors();
  }, [opened, floorPlan]);

  const invalid = useFocusFirstInvalid();
  const submit = form.onSubmit((values) => {
    const body = { ...values, name: values.name.trim(), link: values.link.trim() || null };
    save.mutate(
      { body, id: floorPlan?.id },
      {
        onSuccess: (saved) => {
          notifySuccess(t('actions.saved'), t('planDialog.savedText', { name: saved.name }));
          onSaved(saved.id);
          onClose();
        },
        onError: (error) => {
          const fields = toFieldErrors(error);
          // The server refuses other schemes than http(s) (javascript:, data: …): say it in the user's language.
          if (fields.link) fields.link = t('validation.url');
          invalid.setFieldErrors(form, fields);
          if (generalErrorMessage(error)) notifyFailure(t('actions.failed'), error);
        },
      },
    );
  }, invalid.onValidationFailure);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={floorPlan ? t('planDialog.editTitle', { name: floorPlan.name }) : t('planDialog.createTitle')}
    >
      <form ref={invalid.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('planDialog.name')}
            required
            maxLength={200}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Select
            label={t('planDialog.location')}
            placeholder={t('planDialog.noLocation')}
            clearable
            data={locations.map((l) => ({ value: l.id, label: l.name }))}
            {...form.getInputProps('locationId')}
          />
          <Textarea
            label={t('planDialog.description')}
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <TextInput
            label={t('planDialog.link')}
            type="url"
            placeholder="https://"
            {...form.getInputProps('link')}
          />
          <FloorPlanImageUpload
            previewUrl={previewUrl}
            onUploaded={(fileName, url) => {
              form.setFieldValue('imageFile', fileName);
              setPreviewUrl(url);
            }}
          />
          <Switch label={t('planDialog.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <Switch
            label={t('planDialog.isPublic')}
            description={t('planDialog.isPublicHint', { path: `/public/${tenantKey ?? ''}` })}
            {...form.getInputProps('isPublic', { type: 'checkbox' })}
          />
          {form.values.isPublic && floorPlan && tenantKey && (
            <PublicPlanLinks tenantKey={tenantKey} floorPlanId={floorPlan.id} name={floorPlan.name} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

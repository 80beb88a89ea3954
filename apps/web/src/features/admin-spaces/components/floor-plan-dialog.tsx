import { Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { generalErrorMessage, toFieldErrors } from '@/lib/form-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useMe } from '@/lib/session';
import { type FloorPlanItem, type SpaceProduct, useLocations } from '@/lib/space-lookups';
import { useDialogForm } from '@/lib/use-dialog-form';
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
  const save = useSaveFloorPlan(product);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const { form, invalid } = useDialogForm({
    opened,
    item: floorPlan,
    valuesOf,
    validate: {
      name: (value) => (value.trim() ? null : t('validation.required')),
      link: (value) => (isAcceptableLink(value) ? null : t('validation.url')),
    },
    onReset: () => setPreviewUrl(floorPlan?.imageUrl ?? null),
  });
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
    <FormDialog
      opened={opened}
      onClose={onClose}
      size="lg"
      title={floorPlan ? t('planDialog.editTitle', { name: floorPlan.name }) : t('planDialog.createTitle')}
      onSubmit={submit}
      formRef={invalid.ref}
      saving={save.isPending}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
    >
      <FloorPlanFields form={form} />
      <FloorPlanImageUpload
        previewUrl={previewUrl}
        onUploaded={(fileName, url) => {
          form.setFieldValue('imageFile', fileName);
          setPreviewUrl(url);
        }}
      />
      <PublicFields form={form} floorPlan={floorPlan} />
    </FormDialog>
  );
}

type PlanForm = UseFormReturnType<PlanFormValues>;

/** Name, location, description and link. */
function FloorPlanFields({ form }: { form: PlanForm }) {
  const { t } = useTranslation('adminSpaces');
  const { data: locations = [] } = useLocations();
  return (
    <>
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
    </>
  );
}

/** Active, and public on /public (with the plan's address and iframe code once saved). */
function PublicFields({ form, floorPlan }: { form: PlanForm; floorPlan: FloorPlanItem | undefined }) {
  const { t } = useTranslation('adminSpaces');
  const { data: me } = useMe();
  const tenantKey = me?.tenant?.key;
  return (
    <>
      <Switch label={t('planDialog.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
      <Switch
        label={t('planDialog.isPublic')}
        description={t('planDialog.isPublicHint', { path: `/public/${tenantKey ?? ''}` })}
        {...form.getInputProps('isPublic', { type: 'checkbox' })}
      />
      {form.values.isPublic && floorPlan && tenantKey && (
        <PublicPlanLinks tenantKey={tenantKey} floorPlanId={floorPlan.id} name={floorPlan.name} />
      )}
    </>
  );
}

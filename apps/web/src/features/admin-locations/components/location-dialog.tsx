import { NumberInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CrudFormDialog } from '@/components/admin-crud/crud-form-dialog';
import { type CrudDialogProps, useCrudForm } from '@/components/admin-crud/use-crud-form';
import { useCrudTexts } from '@/components/admin-crud/use-crud-texts';
import type { LocationItem } from '@/lib/space-lookups';
import { useSaveLocation } from '../api/save-location';

/** Create or edit a location (standort) with its number of parking spaces. */
export function LocationDialog(props: CrudDialogProps<LocationItem>) {
  const { t } = useTranslation('adminLocations');
  const { form, dialog, nameField } = useCrudForm({
    ...props,
    texts: useCrudTexts('adminLocations'),
    save: useSaveLocation(),
    toValues: (location) => ({ name: location?.name ?? '', parkingSpaces: location?.parkingSpaces ?? 0 }),
    toInput: (values) => ({ ...values, name: values.name.trim() }),
    validate: ({ parkingSpaces }) => ({
      parkingSpaces:
        Number.isInteger(parkingSpaces) && parkingSpaces >= 0 ? null : t('validation.parkingSpaces'),
    }),
  });
  return (
    <CrudFormDialog dialog={dialog}>
      <TextInput maxLength={200} {...nameField} />
      <NumberInput
        label={t('parkingSpaces')}
        description={t('parkingSpacesHint')}
        min={0}
        max={100000}
        allowDecimal={false}
        {...form.getInputProps('parkingSpaces')}
      />
    </CrudFormDialog>
  );
}

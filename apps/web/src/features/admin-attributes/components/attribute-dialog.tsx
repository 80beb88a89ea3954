import type { ObjectAttributeObject } from '@buchbar/domain/fleet/vehicle-constants';
import { OBJECT_ATTRIBUTE_TYPES, type ObjectAttributeType } from '@buchbar/domain/fleet/vehicle-constants';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Input,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CrudFormDialog } from '@/components/admin-crud/crud-form-dialog';
import { type CrudDialogProps, useCrudForm } from '@/components/admin-crud/use-crud-form';
import { useCrudTexts } from '@/components/admin-crud/use-crud-texts';
import { isApiError } from '@/lib/api-error';
import { toFieldErrors } from '@/lib/form-errors';
import { useObjectAttributes, useSaveObjectAttribute } from '../api/object-attributes';
import {
  type AttributeFormValues,
  type AttributeItem,
  attributeFormErrors,
  choiceKeyFor,
  fieldOfRefusal,
  hasChoices,
  moveEntry,
  toAttributeBody,
  toFormValues,
} from '../utils/attribute-form';

/** Server refusals at their fields: zod paths (label is the form's name) and the 422 codes. */
function refusalFields(error: Error, ownId: string | undefined): Record<string, string> {
  const fields = toFieldErrors(error);
  if (fields.label) {
    fields.name = fields.label;
    delete fields.label;
  }
  if (isApiError(error)) {
    const field = fieldOfRefusal(error.code, error.details, ownId);
    if (field) fields[field] = error.message;
  }
  return fields;
}

/**
 * Create or edit one attribute of an object (spec 3, issue 10 point 2): label, type, order,
 * ordered choices for RADIOS and DROPDOWN, and the conditions MANDATORY, SHOW_IF (another
 * attribute of the object and its value), SHOW_FILTER and SHOW_CARD.
 */
export function AttributeDialog(props: CrudDialogProps<AttributeItem> & { object: ObjectAttributeObject }) {
  const { object, ...dialogProps } = props;
  const { t } = useTranslation('adminAttributes');
  const others = (useObjectAttributes(object).data ?? []).filter((a) => a.id !== props.item?.id);
  const { form, dialog, nameField } = useCrudForm<
    AttributeItem,
    AttributeFormValues,
    ReturnType<typeof toAttributeBody>
  >({
    ...dialogProps,
    texts: useCrudTexts('adminAttributes'),
    save: useSaveObjectAttribute(),
    toValues: (item) => toFormValues(item, object),
    toInput: toAttributeBody,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(attributeFormErrors(values)).map(([field, key]) => [
          field,
          t(`validation.${key ?? 'required'}`),
        ]),
      ),
    fieldErrors: (error) => refusalFields(error, props.item?.id),
  });
  return (
    <CrudFormDialog dialog={dialog} size="lg">
      <TextInput maxLength={200} {...nameField} />
      <TypeAndPosition form={form} />
      {form.errors.object && (
        <Text c="red" size="sm" role="alert">
          {form.errors.object}
        </Text>
      )}
      {hasChoices(form.getValues().type) && <ChoicesFieldset form={form} />}
      <ConditionsFieldset form={form} others={others} />
    </CrudFormDialog>
  );
}

type AttributeForm = UseFormReturnType<AttributeFormValues>;
type OtherAttribute = NonNullable<ReturnType<typeof useObjectAttributes>['data']>[number];

const setChoices = (form: AttributeForm, choices: AttributeFormValues['choices']) =>
  form.setFieldValue('choices', choices);

/** The type (a type with choices starts with one empty choice) and the position in the list. */
function TypeAndPosition({ form }: { form: AttributeForm }) {
  const { t } = useTranslation('adminAttributes');
  return (
    <Group grow align="flex-start" wrap="wrap">
      <Select
        label={t('type')}
        required
        allowDeselect={false}
        data={OBJECT_ATTRIBUTE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        {...form.getInputProps('type')}
        onChange={(value) => {
          if (!value) return;
          form.setFieldValue('type', value as ObjectAttributeType);
          if (hasChoices(value) && form.getValues().choices.length === 0)
            setChoices(form, [{ key: '', text: '' }]);
        }}
        miw={180}
      />
      <NumberInput
        label={t('position')}
        description={t('positionHint')}
        min={0}
        max={10000}
        allowDecimal={false}
        {...form.getInputProps('position')}
        miw={160}
      />
    </Group>
  );
}

/** The ordered choices of RADIOS and DROPDOWN: text and key, move up and down, remove, add. */
function ChoicesFieldset({ form }: { form: AttributeForm }) {
  const { t } = useTranslation('adminAttributes');
  const values = form.getValues();
  const choiceError = form.errors.choices;
  return (
    <Fieldset legend={t('choices')} aria-describedby="attribute-choices-hint">
      <Stack gap="xs">
        <Text id="attribute-choices-hint" size="sm" c="dimmed">
          {t('choicesHint')}
        </Text>
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {values.choices.map((_choice, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: choices are edited in place; the index is their identity
            <ChoiceRow key={i} form={form} index={i} count={values.choices.length} />
          ))}
        </Stack>
        {choiceError && <Input.Error role="alert">{choiceError}</Input.Error>}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => setChoices(form, [...form.getValues().choices, { key: '', text: '' }])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('addChoice')}
        </Button>
      </Stack>
    </Fieldset>
  );
}

/** One choice: its text (the key follows from it when left empty), key, and its buttons. */
function ChoiceRow({ form, index: i, count }: { form: AttributeForm; index: number; count: number }) {
  const { t } = useTranslation('adminAttributes');
  const n = i + 1;
  const move = (by: -1 | 1) => setChoices(form, moveEntry(form.getValues().choices, i, by));
  return (
    <Group component="li" gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label={t('choiceText')}
        aria-label={t('choiceTextLabel', { n })}
        maxLength={200}
        style={{ flex: '2 1 10rem' }}
        {...form.getInputProps(`choices.${i}.text`)}
        onBlur={() => {
          const current = form.getValues().choices;
          const entry = current[i];
          if (entry && entry.key.trim() === '' && entry.text.trim() !== '')
            form.setFieldValue(
              `choices.${i}.key`,
              choiceKeyFor(
                entry.text,
                current.map((c) => c.key),
              ),
            );
        }}
      />
      <TextInput
        label={t('choiceKey')}
        aria-label={t('choiceKeyLabel', { n })}
        maxLength={100}
        style={{ flex: '1 1 7rem' }}
        {...form.getInputProps(`choices.${i}.key`)}
      />
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('moveUp', { n })}
          disabled={i === 0}
          onClick={() => move(-1)}
        >
          <IconArrowUp size={18} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('moveDown', { n })}
          disabled={i === count - 1}
          onClick={() => move(1)}
        >
          <IconArrowDown size={18} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('removeChoice', { n })}
          onClick={() =>
            setChoices(
              form,
              form.getValues().choices.filter((_, j) => j !== i),
            )
          }
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** MANDATORY, SHOW_IF (with the other attribute and its value), SHOW_FILTER, SHOW_CARD. */
function ConditionsFieldset({ form, others }: { form: AttributeForm; others: readonly OtherAttribute[] }) {
  const { t } = useTranslation('adminAttributes');
  const values = form.getValues();
  return (
    <Fieldset legend={t('conditions')}>
      <Stack gap="sm">
        <Checkbox
          label={t('conditionTypes.MANDATORY')}
          description={
            values.mandatoryDependent
              ? t('mandatoryWhen', {
                  attribute:
                    others.find((a) => a.id === values.mandatoryDependent?.attributeId)?.label ?? '?',
                  value: values.mandatoryDependent.value ?? '',
                })
              : undefined
          }
          {...form.getInputProps('mandatory', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('conditionTypes.SHOW_IF')}
          {...form.getInputProps('showIf', { type: 'checkbox' })}
        />
        {values.showIf && <ShowIfFields form={form} others={others} />}
        <Checkbox
          label={t('conditionTypes.SHOW_FILTER')}
          {...form.getInputProps('showFilter', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('conditionTypes.SHOW_CARD')}
          {...form.getInputProps('showCard', { type: 'checkbox' })}
        />
        {form.errors.conditions && <Input.Error role="alert">{form.errors.conditions}</Input.Error>}
      </Stack>
    </Fieldset>
  );
}

/** SHOW_IF's other attribute and the value it must have (a choice where it has choices). */
function ShowIfFields({ form, others }: { form: AttributeForm; others: readonly OtherAttribute[] }) {
  const { t } = useTranslation('adminAttributes');
  const dependent = others.find((a) => a.id === form.getValues().showIfAttributeId);
  return (
    <Group grow align="flex-start" wrap="wrap" pl="xl">
      <Select
        label={t('showIfAttribute')}
        required
        data={others.map((a) => ({ value: a.id, label: a.label }))}
        nothingFoundMessage={t('noOtherAttributes')}
        description={others.length === 0 ? t('noOtherAttributes') : undefined}
        {...form.getInputProps('showIfAttributeId')}
        onChange={(value) => {
          form.setFieldValue('showIfAttributeId', value ?? '');
          form.setFieldValue('showIfValue', '');
        }}
        miw={180}
      />
      {dependent && hasChoices(dependent.type) ? (
        <Select
          label={t('showIfValue')}
          required
          data={dependent.choices.map((c) => ({ value: c.key, label: c.text }))}
          {...form.getInputProps('showIfValue')}
          onChange={(value) => form.setFieldValue('showIfValue', value ?? '')}
          miw={160}
        />
      ) : (
        <TextInput
          label={t('showIfValue')}
          required
          maxLength={2000}
          {...form.getInputProps('showIfValue')}
          miw={160}
        />
      )}
    </Group>
  );
}

import type { FormErrors } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { toFieldErrors } from '../../lib/form-errors';
import { notifyFailure, notifySuccess } from '../../lib/notify';
import { useDialogForm } from '../../lib/use-dialog-form';
import type { CrudItem } from './use-crud-editing';
import type { CrudTexts } from './use-crud-texts';

/** What the page hands every create/edit dialog of the pattern. */
export interface CrudDialogProps<T extends CrudItem> {
  opened: boolean;
  /** undefined = create a new one. */
  item: T | undefined;
  onClose: () => void;
}

interface CrudFormOptions<T extends CrudItem, V extends { name: string }, I> extends CrudDialogProps<T> {
  texts: CrudTexts;
  save: UseMutationResult<T, Error, { id?: string; input: I }>;
  toValues: (item: T | undefined) => V;
  toInput: (values: V) => I;
  /** Rules besides the required name. */
  validate?: (values: V) => FormErrors;
  /** Field errors of a refused save (default: the server's field paths and known conflict codes). */
  fieldErrors?: (error: Error) => Record<string, string>;
  /** After the "saved" toast, before the dialog closes. */
  onSaved?: (saved: T, values: V) => void;
}

/**
 * The form of an admin collection's create/edit dialog: values reset whenever the dialog opens
 * for another item, the name is required, a save shows a toast and closes the dialog, a refusal
 * lands on its fields or, when no field is named, in a failure toast.
 */
export function useCrudForm<T extends CrudItem, V extends { name: string }, I>(
  options: CrudFormOptions<T, V, I>,
) {
  const { opened, item, onClose, texts, save, toValues, toInput, validate, fieldErrors, onSaved } = options;
  const { form, invalid } = useDialogForm<V, T>({
    opened,
    item,
    valuesOf: toValues,
    validate: (values) => ({ name: values.name.trim() ? null : texts.required, ...validate?.(values) }),
  });

  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { id: item?.id, input: toInput(values) },
        {
          onSuccess: (saved) => {
            notifySuccess(texts.saved, texts.savedText(saved.name));
            onSaved?.(saved, values);
            onClose();
          },
          onError: (error) => {
            const errors = (fieldErrors ?? toFieldErrors)(error);
            form.setErrors(errors);
            if (Object.keys(errors).length === 0) notifyFailure(texts.failed, error);
            else invalid.focusFirstInvalid();
          },
        },
      ),
    invalid.onValidationFailure,
  );
  const dialog = {
    opened,
    onClose,
    title: item ? texts.editTitle(item.name) : texts.createTitle,
    onSubmit: submit,
    formRef: invalid.ref,
    saving: save.isPending,
    texts,
  };
  /** Props of the name's TextInput: label, required, focused when the dialog opens. */
  const nameField = {
    label: texts.name,
    required: true,
    'data-autofocus': true,
    ...form.getInputProps('name'),
  };
  return { form, dialog, nameField };
}

export type CrudDialogState = ReturnType<typeof useCrudForm>['dialog'];

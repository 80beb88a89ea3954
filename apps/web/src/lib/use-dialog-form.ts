import { type FormValidateInput, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useErrorsFollowLanguage } from './use-errors-follow-language';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

interface DialogFormOptions<V, T> {
  /** The dialog is open; each opening (or another item) loads `valuesOf(item)` afresh. */
  opened: boolean;
  /** The item being edited (undefined = a new one). */
  item: T | undefined;
  /** The form's values for an item; `valuesOf(undefined)` are the values before the first opening. */
  valuesOf: (item: T | undefined) => V;
  validate?: FormValidateInput<V>;
  /** Besides the form's values, what else starts afresh (a preview, a refusal). */
  onReset?: () => void;
}

/**
 * The form of an edit dialog: values reset whenever the dialog opens for another item, errors
 * follow the interface's language, and the first refused field takes the focus (`invalid`).
 */
export function useDialogForm<V extends object, T>(options: DialogFormOptions<V, T>) {
  const { opened, item, valuesOf, validate, onReset } = options;
  const form = useForm<V>({ initialValues: valuesOf(undefined), validate });
  useErrorsFollowLanguage(form);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens for another item
  useEffect(() => {
    if (opened) form.setValues(valuesOf(item));
    onReset?.();
    form.resetDirty();
    form.clearErrors();
  }, [opened, item]);
  const invalid = useFocusFirstInvalid();
  return { form, invalid };
}

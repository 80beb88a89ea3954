import { type SyntheticEvent, useCallback, useMemo, useRef } from 'react';
import { focusFirstInvalidSoon } from './focus-first-invalid';

/**
 * The one way every form of the app answers a refused submit (issue 22 point 7): put `ref` on
 * the `<form>`, pass `onValidationFailure` as Mantine form's second `onSubmit` argument, and call
 * `focusFirstInvalid()` after the form's own checks put errors on fields (or `setFieldErrors` for a
 * server's 400). The
 * first refused field scrolls into view and takes the focus.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const focusFirstInvalid = useCallback(() => focusFirstInvalidSoon(() => ref.current), []);
  const onValidationFailure = useCallback(
    (_errors: unknown, _values: unknown, event?: SyntheticEvent<HTMLFormElement>) => {
      const form = event?.currentTarget ?? null;
      focusFirstInvalidSoon(() => ref.current ?? form);
    },
    [],
  );
  /** A refusal's field errors (a server's 400 details) onto the form, and the first one focused. */
  const setFieldErrors = useCallback(
    <E>(form: { setErrors: (errors: E) => void }, errors: E) => {
      form.setErrors(errors);
      focusFirstInvalid();
    },
    [focusFirstInvalid],
  );
  return useMemo(
    () => ({ ref, focusFirstInvalid, onValidationFailure, setFieldErrors }),
    [focusFirstInvalid, onValidationFailure, setFieldErrors],
  );
}

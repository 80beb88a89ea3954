import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** The minimum length of a new password (the server's better-auth setting). */
const MIN_PASSWORD_LENGTH = 8;

/** Rules of a new password entered twice: long enough, and the repetition the same. */
export function newPasswordRules(messages: { tooShort: string; mismatch: string }) {
  return {
    password: (v: string) => (v.length >= MIN_PASSWORD_LENGTH ? null : messages.tooShort),
    repeat: (v: string, values: { password: string }) => (v === values.password ? null : messages.mismatch),
  };
}

/** The parts of an uncontrolled Mantine form with `password` and `repeat` the fields need. */
interface NewPasswordForm {
  key: (path: 'password' | 'repeat') => string;
  getInputProps: (path: 'password' | 'repeat') => GetInputPropsReturnType;
}

/** The new password and its repetition, both required, filled by the password manager's "new password". */
export function NewPasswordFields(props: {
  form: NewPasswordForm;
  passwordLabel: string;
  repeatLabel: string;
}) {
  const { form } = props;
  return (
    <>
      <PasswordInput
        label={props.passwordLabel}
        autoComplete="new-password"
        required
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={props.repeatLabel}
        autoComplete="new-password"
        required
        key={form.key('repeat')}
        {...form.getInputProps('repeat')}
      />
    </>
  );
}

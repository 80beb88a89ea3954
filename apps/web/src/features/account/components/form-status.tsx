import { Alert } from '@mantine/core';

/**
 * A form's answer in a live region that stays mounted (so screen readers announce it): the
 * refusal in red with its title, or the success in green.
 */
export function FormStatus(props: {
  live?: 'polite' | 'assertive';
  errorTitle: string;
  errorMessage: string | false | null | undefined;
  success?: string | false;
}) {
  const { live = 'polite', errorTitle, errorMessage, success } = props;
  return (
    <div aria-live={live}>
      {errorMessage && (
        <Alert color="red" title={errorTitle}>
          {errorMessage}
        </Alert>
      )}
      {success && <Alert color="green">{success}</Alert>}
    </div>
  );
}

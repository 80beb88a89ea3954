import { Text, Title } from '@mantine/core';
import { FormError } from './form-error';

/** An auth screen's h1, its intro and the live region of its error. */
export function AuthHeading(props: {
  heading: string;
  intro?: string;
  errorTitle: string;
  errorMessage: string | undefined;
}) {
  return (
    <>
      <Title order={1} size="h2">
        {props.heading}
      </Title>
      {props.intro && (
        <Text c="dimmed" size="sm">
          {props.intro}
        </Text>
      )}
      <FormError title={props.errorTitle} message={props.errorMessage} />
    </>
  );
}

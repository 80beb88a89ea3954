import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode, Ref } from 'react';

/**
 * A form of the account page under its own heading (h2, or h1 on a page of its own), fields one
 * under the other at reading width.
 */
export function AccountForm(props: {
  formRef?: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  headingId: string;
  heading: string;
  headingOrder?: 1 | 2;
  children: ReactNode;
}) {
  const { headingOrder = 2 } = props;
  return (
    <form ref={props.formRef} onSubmit={props.onSubmit} noValidate aria-labelledby={props.headingId}>
      <Stack gap="sm" maw={420}>
        <Title order={headingOrder} size={headingOrder === 1 ? 'h1' : 'h3'} id={props.headingId}>
          {props.heading}
        </Title>
        {props.children}
      </Stack>
    </form>
  );
}

/** The form's submit button, at the start of the line. */
export function AccountSubmit(props: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="submit" loading={props.loading} style={{ alignSelf: 'flex-start' }}>
      {props.children}
    </Button>
  );
}

/** A section of the account page: its heading with a state badge, the intro, then its content. */
export function AccountSection(props: {
  headingId: string;
  heading: string;
  badge: ReactNode;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" aria-labelledby={props.headingId} component="section">
      <Group gap="sm">
        <Title order={2} size="h3" id={props.headingId}>
          {props.heading}
        </Title>
        {props.badge}
      </Group>
      <Text size="sm" c="dimmed">
        {props.intro}
      </Text>
      {props.children}
    </Stack>
  );
}

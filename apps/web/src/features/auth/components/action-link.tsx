import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A switch between sign-in steps, shown and announced as a link so the step's one submit button
 * stays the only "Anmelden" button of the form.
 */
export function ActionLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor
      href="#"
      size="sm"
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
    >
      {children}
    </Anchor>
  );
}

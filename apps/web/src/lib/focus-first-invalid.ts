/** What Mantine marks as refused: every input, select, picker button or textarea with an error. */
const INVALID_FIELD = '[aria-invalid="true"]';

/**
 * Brings the first refused field of a form into view and focuses it (issue 22 point 7): after a
 * refused submit the person sees what to fix, on a phone too, where the field may be far above
 * the button. Centred, so a sticky header never covers it. Returns whether a field was found.
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const field = root?.querySelector<HTMLElement>(INVALID_FIELD);
  if (!field) return false;
  // jsdom and old browsers have no scrollIntoView.
  field.scrollIntoView?.({ block: 'center', inline: 'nearest' });
  field.focus({ preventScroll: true });
  return true;
}

/**
 * The same once React has drawn the errors just set (a state update of this event or of a
 * server's answer shows on the next render, not at once).
 */
export function focusFirstInvalidSoon(root: () => ParentNode | null | undefined): void {
  setTimeout(() => focusFirstInvalid(root()), 0);
}

import { describe, expect, it, vi } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

/** A stand-in for a form: what querySelector finds for Mantine's marker of a refused field. */
function fakeForm(field: { focus: () => void; scrollIntoView?: (o: ScrollIntoViewOptions) => void } | null) {
  const querySelector = vi.fn(() => field);
  return { root: { querySelector } as unknown as ParentNode, querySelector };
}

describe('focusFirstInvalid', () => {
  it('scrolls the first refused field to the middle of the screen and focuses it without a second jump', () => {
    const field = { focus: vi.fn(), scrollIntoView: vi.fn() };
    const { root, querySelector } = fakeForm(field);
    expect(focusFirstInvalid(root)).toBe(true);
    expect(querySelector).toHaveBeenCalledWith('[aria-invalid="true"]');
    expect(field.scrollIntoView).toHaveBeenCalledWith({ block: 'center', inline: 'nearest' });
    expect(field.focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('focuses where scrollIntoView is missing', () => {
    const field = { focus: vi.fn() };
    expect(focusFirstInvalid(fakeForm(field).root)).toBe(true);
    expect(field.focus).toHaveBeenCalled();
  });

  it.each([
    ['no refused field', fakeForm(null).root],
    ['no form (not rendered yet)', null],
    ['undefined', undefined],
  ])('does nothing with %s', (_case, root) => {
    expect(focusFirstInvalid(root)).toBe(false);
  });
});

import {
  type CSSVariablesResolver,
  createTheme,
  Loader,
  type MantineThemeOverride,
  type ModalProps,
} from '@mantine/core';

/** Calm indigo, rounded corners, system fonts (no web-font download). */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  // Keyboard users always see where focus is; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  components: {
    // Loaders carry an aria-label naming what loads; on a plain span that label is prohibited
    // (axe: aria-prohibited-attr), as a status it is announced.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
});

/**
 * Mantine's "dimmed" text (gray 6, #868e96) has 3.3:1 on white, below WCAG AA's 4.5:1 for body
 * text (axe: color-contrast); gray 7 keeps it secondary and readable.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors: Mantine's red 6 (#fa5252) has 3.6:1 on white; red 9 passes AA (axe: color-contrast).
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

/** Every modal's close button is an icon: it is named in the current language (axe: button-name). */
export function themeWithCloseLabel(closeLabel: string): MantineThemeOverride {
  return {
    ...theme,
    components: {
      ...theme.components,
      // A plain object, not Modal.extend: that would put the modal's code into the first screen's
      // chunk, while every dialog loads on first use (issue 14).
      Modal: {
        defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } satisfies Partial<ModalProps>,
      },
    },
  };
}

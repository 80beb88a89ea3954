import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  Loader,
  type MantineThemeOverride,
  type ModalProps,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * The "light" variant (badges, light buttons and alerts) writes shade 6 on a 10 % tint of it,
 * about 3:1 (axe: color-contrast on the status badges of the admin lists). Its text is the
 * colour's shade 9 darkened by a quarter: the same hue, at least 4.5:1 on the tint.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  return { ...colors, color: `color-mix(in srgb, var(--mantine-color-${parsed.color}-9), black 25%)` };
};

/** Calm indigo, rounded corners, system fonts (no web-font download). */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  // Keyboard users always see where focus is; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  // People who ask their system for less motion get none: modals, menus, toasts and collapses
  // appear at once (WCAG 2.3.3). The e2e suite asks for it too, so it never waits for a fade.
  respectReducedMotion: true,
  variantColorResolver,
  components: {
    // A table wider than a phone scrolls sideways: its scroll area is focusable so keyboard users
    // can scroll it too (axe: scrollable-region-focusable).
    // A toast's message under its title is Mantine's gray 6 (3.3:1 on white, axe: color-contrast);
    // gray 7 like the dimmed text. A plain object keeps the toast code out of the first screen.
    Notification: {
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    },
    Title: { styles: { root: { overflowWrap: 'break-word', hyphens: 'auto' } } },
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    },
    // Loaders carry an aria-label naming what loads; on a plain span that label is prohibited
    // (axe: aria-prohibited-attr), as a status it is announced.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  // The page title shrinks on a phone and long German words break instead of pushing the page
  // sideways ("Datenschutzerklärung" at 390 px, issue 14 point 4).
  headings: {
    fontWeight: '650',
    sizes: { h1: { fontSize: 'clamp(1.625rem, 1.1rem + 2.5vw, 2.125rem)' } },
  },
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

/** The names of the library's icon buttons in the current language (common.json `a11y`). */
export interface LibraryLabels {
  close: string;
  togglePassword: string;
  nextMonth: string;
  previousMonth: string;
  nextYear: string;
  previousYear: string;
  nextDecade: string;
  previousDecade: string;
  monthLevel: string;
  yearLevel: string;
}

/**
 * Mantine names some icon buttons in English ("Toggle password visibility", the date pickers'
 * month and year arrows) or not at all (a modal's close button, axe: button-name):
 * every one is named in the page's language here, once for every form and dialog.
 * Plain objects, not Modal.extend: that would put the modal's and the pickers' code into the
 * first screen's chunk, while every dialog loads on first use (issue 14).
 */
export function themeWithLabels(labels: LibraryLabels): MantineThemeOverride {
  const ariaLabels = {
    nextMonth: labels.nextMonth,
    previousMonth: labels.previousMonth,
    nextYear: labels.nextYear,
    previousYear: labels.previousYear,
    nextDecade: labels.nextDecade,
    previousDecade: labels.previousDecade,
    monthLevelControl: labels.monthLevel,
    yearLevelControl: labels.yearLevel,
  };
  const picker = { defaultProps: { ariaLabels } };
  return {
    ...theme,
    components: {
      ...theme.components,
      Modal: {
        defaultProps: { closeButtonProps: { 'aria-label': labels.close } } satisfies Partial<ModalProps>,
      },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      PasswordInput: {
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': labels.togglePassword } },
      },
      DatePickerInput: picker,
      DateTimePicker: picker,
      DatePicker: picker,
      Calendar: picker,
      MonthPickerInput: picker,
    },
  };
}

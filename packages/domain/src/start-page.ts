import { isSpaceProduct, type SpaceProduct, spaceProductsIn } from './space-products';

export type StartPageInput = {
  /** The effective `general.startPage` ('fahrzeuge' or a space product; anything else = default). */
  readonly startPage: unknown;
  /** The user holds `fahrzeug_buchen`. */
  readonly canBookVehicles: boolean;
  /** The effective `spaces.products` (the space products the tenant offers). */
  readonly offeredProducts: readonly unknown[];
};

/** Where the configured start page leads (spec 2 "/"): vehicles, a space product, or null = stay on the welcome page. */
export type StartPath = '/fahrzeuge' | `/${SpaceProduct}` | null;

/**
 * Spec 2: "/" redirects to the configured start page (default vehicles); "home is the vehicle
 * list when vehicle booking is enabled, otherwise the reading-room map". A configured page the
 * user cannot use falls back in that order: vehicles (when they may book them), the reading room,
 * the first other offered space product, and finally the welcome page (null).
 */
export function resolveStartPath(input: StartPageInput): StartPath {
  const offered = spaceProductsIn(input.offeredProducts);
  if (isSpaceProduct(input.startPage) && offered.includes(input.startPage)) return `/${input.startPage}`;
  if (input.canBookVehicles) return '/fahrzeuge';
  // spaceProductsIn keeps menu order, so the reading room (lesesaal) comes first when offered.
  const first = offered[0];
  return first ? `/${first}` : null;
}

/** Where the error page's reset leads, and which area that is (for the button's label). */
export type ResetTarget = { path: string; area: SpaceProduct | 'fahrzeuge' | 'start' };

/**
 * Spec 2: the error page's reset "returns to the reading-room start page or the vehicle page".
 * The area the error happened in when the user may use it (a space product's map, the vehicle
 * list), else the start page's area (its map for a space product), else "/".
 */
export function resolveResetTarget(input: StartPageInput & { readonly currentPath: string }): ResetTarget {
  const offered = spaceProductsIn(input.offeredProducts);
  const path = input.currentPath;
  const within = (base: string) => path === base || path.startsWith(`${base}/`);
  const here = offered.find((product) => within(`/${product}`));
  if (here) return { path: `/${here}/karte`, area: here };
  if (input.canBookVehicles && within('/fahrzeuge')) return { path: '/fahrzeuge', area: 'fahrzeuge' };
  const start = resolveStartPath(input);
  if (start === '/fahrzeuge') return { path: start, area: 'fahrzeuge' };
  if (start) {
    const product = start.slice(1);
    if (isSpaceProduct(product)) return { path: `${start}/karte`, area: product };
  }
  return { path: '/', area: 'start' };
}

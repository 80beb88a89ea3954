/**
 * The space products (spec 2: routes /lesesaal and /arbeitswelt), in menu order. Contracts,
 * settings, the database CHECK on floor_plans.product and the web all take this list.
 */
export const SPACE_PRODUCTS = ['lesesaal', 'arbeitswelt'] as const;
export type SpaceProduct = (typeof SPACE_PRODUCTS)[number];

export function isSpaceProduct(value: unknown): value is SpaceProduct {
  return typeof value === 'string' && (SPACE_PRODUCTS as readonly string[]).includes(value);
}

/** The products named in a setting value (spaces.products), in menu order; unknown names dropped. */
export function spaceProductsIn(values: readonly unknown[]): SpaceProduct[] {
  return SPACE_PRODUCTS.filter((product) => values.includes(product));
}

/** What a bookable space is (spec 3): a seat (capacity 1 usually) or a room for a group. */
export const SPACE_KINDS = ['seat', 'room'] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];

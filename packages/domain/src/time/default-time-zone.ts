/** The organisation's zone: every local date and time of the product is Berlin's (spec). */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

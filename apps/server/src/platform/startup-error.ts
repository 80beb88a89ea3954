/**
 * A failure at start that the operator can fix: main prints its one-sentence message
 * (no stack trace) and exits non-zero.
 */
export class StartupError extends Error {}

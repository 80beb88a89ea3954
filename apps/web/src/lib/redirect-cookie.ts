import {
  buildClearRedirectCookie,
  buildRedirectCookie,
  isRememberablePath,
  parseRedirectCookie,
} from './redirect-path';

/** Remembers the intended path (ignored when it is part of the sign-in flow). */
export function rememberRedirectPath(path: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers we support
  if (isRememberablePath(path)) document.cookie = buildRedirectCookie(path);
}

/** Returns the remembered path once and forgets it. */
export function takeRedirectPath(): string | undefined {
  const path = parseRedirectCookie(document.cookie);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers we support
  document.cookie = buildClearRedirectCookie();
  return path;
}

/**
 * CSS checks for uploaded SVGs. CSS can fetch (url(), image-set(), @import) and, in old engines,
 * run code, so instead of listing what is dangerous we allow only the few functions a drawing
 * needs, and url() only as a reference inside the same document (url(#gradient)).
 */

// Presentation properties usable both as attributes and inside style="" or <style>.
export const PRESENTATION_PROPERTIES = [
  ...['fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap'],
  ...['stroke-linejoin', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-miterlimit', 'opacity'],
  ...['font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline'],
  ...['alignment-baseline', 'letter-spacing', 'text-decoration', 'display', 'visibility', 'color'],
  ...['stop-color', 'stop-opacity', 'clip-path', 'clip-rule', 'mask', 'transform', 'transform-origin'],
  ...['paint-order', 'vector-effect', 'shape-rendering', 'text-rendering', 'pointer-events'],
];
const PROPERTY_SET = new Set(PRESENTATION_PROPERTIES);

const ALLOWED_FUNCTIONS = new Set([
  ...['rgb', 'rgba', 'hsl', 'hsla', 'url', 'calc', 'matrix', 'rotate', 'scale', 'scalex', 'scaley'],
  ...['translate', 'translatex', 'translatey', 'skewx', 'skewy'],
  // Pseudo-class functions only occur in <style> selectors and fetch nothing.
  ...['not', 'is', 'where', 'nth-child', 'nth-of-type', 'nth-last-child', 'nth-last-of-type'],
]);
const FUNCTION_CALL = /([A-Za-z_-][\w-]*)\s*\(\s*['"]?\s*(.?)/g;
// Backslash escapes can spell any of the words below without their letters, so they go too;
// '<' and '&' could end a <style> element early once the sheet is written back as raw text.
const FORBIDDEN = /\\|javascript:|expression|@import|@font-face|@namespace|[<&]/i;

export function isSafeCss(css: string): boolean {
  if (FORBIDDEN.test(css)) return false;
  for (const [, name = '', firstChar] of css.matchAll(FUNCTION_CALL)) {
    const fn = name.toLowerCase();
    if (!ALLOWED_FUNCTIONS.has(fn) || (fn === 'url' && firstChar !== '#')) return false;
  }
  return true;
}

/** Keeps the allowed, safe declarations of a style="" attribute; '' when none survive. */
export function sanitizeStyleAttribute(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (PROPERTY_SET.has(property) && value !== '' && isSafeCss(value)) kept.push(`${property}:${value}`);
  }
  return kept.join(';');
}

/** Tiny string builder for the SVGs the project draws itself; escapes every value it writes. */

export type SvgAttributes = Readonly<Record<string, string | number | undefined>>;

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `<name a="1">children</name>`; undefined attributes are left out. */
export function el(name: string, attributes: SvgAttributes = {}, ...children: string[]): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  return `<${name}${attrs}>${children.join('')}</${name}>`;
}

export function text(x: number, y: number, content: string, attributes: SvgAttributes = {}): string {
  return el('text', { x, y, ...attributes }, escapeXml(content));
}

/** A standalone SVG document with a title for screen readers and a fixed viewBox. */
export function svgDocument(width: number, height: number, title: string, ...children: string[]): string {
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      'aria-label': title,
    },
    el('title', {}, escapeXml(title)),
    ...children,
  );
}

import sanitizeHtml from 'sanitize-html';
import { isSafeCss, PRESENTATION_PROPERTIES, sanitizeStyleAttribute } from './svg-css';
import { findXmlRootName } from './xml-well-formed';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

const ALLOWED_TAGS = [
  ...['svg', 'g', 'defs', 'symbol', 'clipPath', 'mask', 'pattern', 'use', 'style'],
  ...['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon'],
  ...['text', 'tspan', 'title', 'desc', 'linearGradient', 'radialGradient', 'stop'],
];
const GEOMETRY_ATTRIBUTES = [
  ...['x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'width', 'height'],
  ...['d', 'points', 'pathLength', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'offset'],
  ...['viewBox', 'preserveAspectRatio', 'refX', 'refY', 'gradientUnits', 'gradientTransform'],
  ...['spreadMethod', 'patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits'],
  ...['maskUnits', 'maskContentUnits', 'version', 'xml:space', 'xml:lang', 'lang', 'role', 'type'],
  ...['aria-label', 'aria-hidden', 'id', 'class', 'style', 'data-*', 'href', 'xlink:href'],
];
// Dropped together with everything inside: their content is code or foreign (HTML) markup.
const DROP_WITH_CONTENT = ['script', 'foreignObject', 'iframe', 'object', 'embed', 'noscript', 'template'];
const LOCAL_REFERENCE = /^#[A-Za-z_][\w.:-]*$/;
const PLAIN_TEXT_ATTRIBUTES = new Set(['id', 'class', 'lang', 'xml:lang', 'role', 'aria-label']);

function isPlainText(attribute: string): boolean {
  return PLAIN_TEXT_ATTRIBUTES.has(attribute) || attribute.startsWith('data-');
}

const OPTIONS: sanitizeHtml.IOptions = {
  // xmlMode without lower-casing keeps viewBox, linearGradient, clipPath… as SVG requires.
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
  allowedTags: ALLOWED_TAGS,
  allowVulnerableTags: true, // <style> is allowed on purpose; exclusiveFilter vets its text.
  allowedAttributes: {
    '*': [...PRESENTATION_PROPERTIES, ...GEOMETRY_ATTRIBUTES],
    svg: ['xmlns', 'xmlns:xlink'],
  },
  // Style attributes are filtered in filterAttributes; sanitize-html's postcss pass is not needed.
  parseStyleAttributes: false,
  // XML is case-sensitive, so <SCRIPT> is no script, but its text is noise: drop it as well.
  nonTextTags: [...DROP_WITH_CONTENT, 'style'].flatMap((tag) => [tag, tag.toLowerCase(), tag.toUpperCase()]),
  allowedSchemes: [],
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: filterAttributes(tagName, attribs) }) },
  exclusiveFilter: (frame) =>
    (frame.tag === 'style' && !isSafeCss(frame.text)) ||
    (frame.tag === 'use' && frame.attribs.href === undefined && frame.attribs['xlink:href'] === undefined),
};

function filterAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'href' || name === 'xlink:href') {
      if (LOCAL_REFERENCE.test(value.trim())) kept[name] = value.trim();
    } else if (name === 'style') {
      const style = sanitizeStyleAttribute(value);
      if (style !== '') kept[name] = style;
    } else if (isPlainText(name) || isSafeCss(value)) {
      // Everything else may be parsed as CSS by a browser (fill, mask, transform…), so it gets
      // the same check as a style sheet.
      kept[name] = value;
    }
  }
  // A standalone .svg only renders in the SVG namespace; pin both namespaces to their real
  // values so an upload cannot rebind the prefixes.
  if (tagName === 'svg') {
    kept.xmlns = SVG_NS;
    if ('xmlns:xlink' in attribs) kept['xmlns:xlink'] = XLINK_NS;
  }
  return kept;
}

/**
 * The sanitised SVG, or undefined when the input (or, defensively, the output) is not a
 * well-formed XML document with an <svg> root.
 */
export function sanitizeSvg(text: string): string | undefined {
  if (!isSvgDocument(text)) return undefined;
  // The prolog (XML declaration, DOCTYPE, comments) is dropped, which leaves its line breaks.
  const clean = sanitizeHtml(text.replace(/^\uFEFF/, ''), OPTIONS).trim();
  return isSvgDocument(clean) ? clean : undefined;
}

export function isSvgDocument(text: string): boolean {
  return findXmlRootName(text.replace(/^\uFEFF/, '')) === 'svg';
}

/**
 * A small XML well-formedness check, enough to tell "this is an SVG document" apart from HTML,
 * text or a renamed binary before sanitising. sanitize-html's parser is forgiving by design, so
 * it cannot answer that question itself.
 *
 * Deliberately stricter than XML in one place: a DOCTYPE with an internal subset is refused,
 * because its entity declarations (billion laughs, external entities) have no place in an upload.
 */

const NAME = /[A-Za-z_:\u00C0-\uFFFF][\w.:\u00B7\u00C0-\uFFFF-]*/y;
const SPACE = /[ \t\r\n]*/y;
const ATTRIBUTE =
  /[ \t\r\n]+([A-Za-z_:\u00C0-\uFFFF][\w.:\u00B7\u00C0-\uFFFF-]*)[ \t\r\n]*=[ \t\r\n]*("[^"<]*"|'[^'<]*')/y;
const REFERENCE = /&(?:lt|gt|amp|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);/y;
const DOCTYPE = /<!DOCTYPE[ \t\r\n]+[^[>]*>/y;

/** The root element's name when `text` is a well-formed XML document, otherwise undefined. */
export function findXmlRootName(text: string): string | undefined {
  const stack: string[] = [];
  let root: string | undefined;
  let pos = 0;
  const matchAt = (pattern: RegExp): RegExpExecArray | null => {
    pattern.lastIndex = pos;
    const match = pattern.exec(text);
    if (match) pos = pattern.lastIndex;
    return match;
  };
  const skipPast = (terminator: string): boolean => {
    const end = text.indexOf(terminator, pos);
    if (end < 0) return false;
    pos = end + terminator.length;
    return true;
  };

  while (pos < text.length) {
    const inRoot = stack.length > 0;
    if (text.startsWith('<!--', pos)) {
      if (!skipPast('-->')) return undefined;
    } else if (text.startsWith('<?', pos)) {
      if (!skipPast('?>')) return undefined;
    } else if (text.startsWith('<![CDATA[', pos)) {
      if (!inRoot || !skipPast(']]>')) return undefined;
    } else if (text.startsWith('<!', pos)) {
      if (root !== undefined || !matchAt(DOCTYPE)) return undefined;
    } else if (text.startsWith('</', pos)) {
      pos += 2;
      const name = matchAt(NAME)?.[0];
      matchAt(SPACE);
      if (name === undefined || name !== stack.pop() || text[pos] !== '>') return undefined;
      pos += 1;
    } else if (text[pos] === '<') {
      pos += 1;
      const name = matchAt(NAME)?.[0];
      if (name === undefined || (!inRoot && root !== undefined)) return undefined;
      const seen = new Set<string>();
      for (let attr = matchAt(ATTRIBUTE); attr; attr = matchAt(ATTRIBUTE)) {
        const [, attrName = '', quoted = ''] = attr;
        if (seen.has(attrName) || !hasValidReferences(quoted)) return undefined;
        seen.add(attrName);
      }
      matchAt(SPACE);
      root ??= name;
      if (text.startsWith('/>', pos)) {
        pos += 2;
      } else if (text[pos] === '>') {
        pos += 1;
        stack.push(name);
      } else {
        return undefined;
      }
    } else {
      const end = text.indexOf('<', pos);
      const chunk = text.slice(pos, end < 0 ? text.length : end);
      // Outside the root only white space may appear; inside, every '&' must be a reference.
      if (!inRoot ? chunk.trim() !== '' : !hasValidReferences(chunk)) return undefined;
      pos += chunk.length;
    }
  }
  return stack.length === 0 ? root : undefined;
}

function hasValidReferences(chunk: string): boolean {
  for (let at = chunk.indexOf('&'); at >= 0; at = chunk.indexOf('&', at + 1)) {
    REFERENCE.lastIndex = at;
    if (!REFERENCE.test(chunk)) return false;
  }
  return true;
}

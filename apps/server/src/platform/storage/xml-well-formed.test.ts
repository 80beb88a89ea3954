import { describe, expect, it } from 'vitest';
import { findXmlRootName } from './xml-well-formed';

describe('findXmlRootName', () => {
  it.each([
    ['minimal', '<svg/>', 'svg'],
    [
      'prolog and doctype',
      '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg></svg>',
      'svg',
    ],
    ['comments around', '<!-- a --><svg><!-- b --></svg><!-- c -->\n', 'svg'],
    [
      'attributes, entities, CDATA',
      `<svg a="1" b='x &amp; y'><t>&#228;&#xE4;&lt;</t><s><![CDATA[a < b]]></s></svg>`,
      'svg',
    ],
    ['prefixed root', '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>', 'svg:svg'],
    ['other root', '<html></html>', 'html'],
  ])('accepts %s', (_label, text, root) => {
    expect(findXmlRootName(text)).toBe(root);
  });

  it.each([
    ['plain text', 'hello'],
    ['empty', ''],
    ['text before root', 'x<svg/>'],
    ['unclosed', '<svg><g></svg>'],
    ['mismatched', '<svg></g>'],
    ['two roots', '<svg/><svg/>'],
    ['undeclared entity', '<svg>&nbsp;</svg>'],
    ['bare ampersand', '<svg>a & b</svg>'],
    ['duplicate attribute', '<svg a="1" a="2"/>'],
    ['unquoted attribute', '<svg a=1/>'],
    ['lt in attribute', '<svg a="<"/>'],
    ['internal DTD subset (entity expansion)', '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'],
    ['unterminated comment', '<svg><!-- x</svg>'],
    ['CDATA outside root', '<![CDATA[x]]><svg/>'],
  ])('refuses %s', (_label, text) => {
    expect(findXmlRootName(text)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { readingRoomFloorPlan, workFloorPlan } from './default-floor-plans';
import { isSvgDocument, sanitizeSvg } from './svg-sanitize';

const open =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100">';
const wrap = (body: string): string => `${open}${body}</svg>`;

describe('sanitizeSvg with hostile input', () => {
  it.each([
    ['script element', wrap('<script>alert(1)</script>'), /script|alert/i],
    ['upper-case SCRIPT', wrap('<SCRIPT>alert(2)</SCRIPT>'), /script|alert/i],
    ['CDATA script', wrap('<script><![CDATA[alert(1)]]></script>'), /script|alert/i],
    ['onload on root', `${open.replace('>', ' onload="alert(1)">')}</svg>`, /onload|alert/i],
    ['event handlers anywhere', wrap('<rect onclick="a()" onMouseOver="b()" width="1"/>'), /on\w+=/i],
    ['xlink:href javascript', wrap('<use xlink:href="javascript:alert(1)"/>'), /javascript|<use/i],
    ['href javascript with whitespace', wrap('<use href=" java\tscript:alert(1)"/>'), /script|<use/i],
    ['anchor with javascript', wrap('<a href="javascript:alert(1)"><text>x</text></a>'), /javascript|<a/i],
    [
      'foreignObject with HTML',
      wrap(
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/>hi</div></foreignObject>',
      ),
      /foreignObject|img|onerror|div|hi/i,
    ],
    [
      'external image href',
      wrap('<image href="https://evil.example/x.png" width="10" height="10"/>'),
      /image|evil/i,
    ],
    ['external use', wrap('<use href="https://evil.example/sprite.svg#a"/>'), /evil|<use/i],
    ['style @import', wrap('<style>@import url(https://evil.example/x.css);</style>'), /import|evil|<style/i],
    [
      'style external url',
      wrap('<style>rect{fill:url(https://evil.example/p.svg#a)}</style>'),
      /evil|<style/i,
    ],
    ['style escaped url', wrap('<style>rect{fill:u\\72l(https://evil.example/)}</style>'), /evil|<style/i],
    [
      'style breaking out',
      wrap('<style>&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</style>'),
      /script|alert/i,
    ],
    [
      'style attribute url',
      wrap('<rect width="1" style="fill:url(https://evil.example/a);stroke:red"/>'),
      /evil/i,
    ],
    ['presentation attribute url', wrap('<rect width="1" fill="url(https://evil.example/#a)"/>'), /evil/i],
    [
      'mask image-set',
      wrap('<g mask="image-set(\'https://evil.example/a.png\' 1x)"><rect/></g>'),
      /evil|image-set/i,
    ],
    [
      'animate setting href',
      wrap('<animate attributeName="href" to="javascript:alert(1)"/>'),
      /animate|javascript/i,
    ],
    ['set element', wrap('<set attributeName="onload" to="alert(1)"/>'), /<set|alert/i],
    ['iframe', wrap('<iframe src="https://evil.example"></iframe>'), /iframe|evil/i],
    [
      'namespace rebinding',
      '<svg xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></svg>',
      /xhtml|script/i,
    ],
  ])('removes %s', (_label, input, forbidden) => {
    const output = sanitizeSvg(input);
    expect(output).toBeDefined();
    expect(output).not.toMatch(forbidden);
    expect(isSvgDocument(output ?? '')).toBe(true);
  });

  it('keeps a local gradient reference, a local <use> and a harmless style sheet', () => {
    const input = wrap(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<style>.seat:not(.busy){fill:rgb(0, 128, 0)}</style>' +
        '<rect id="r" class="seat" width="5" height="5" fill="url(#g)" style="stroke: #000; stroke-width: 2"/>' +
        '<use xlink:href="#r" x="10"/>',
    );
    const output = sanitizeSvg(input) ?? '';
    expect(output).toContain('fill="url(#g)"');
    expect(output).toContain('<style>.seat:not(.busy){fill:rgb(0, 128, 0)}</style>');
    expect(output).toContain('style="stroke:#000;stroke-width:2"');
    expect(output).toContain('<use xlink:href="#r" x="10"></use>');
    expect(output).toContain('<linearGradient id="g">');
  });

  it.each([
    ['not XML', 'hello'],
    ['HTML root', '<html><body/></html>'],
    ['entity bomb', '<!DOCTYPE svg [<!ENTITY a "xxxxxxxx">]><svg>&a;</svg>'],
  ])('refuses %s', (_label, input) => {
    expect(sanitizeSvg(input)).toBeUndefined();
  });
});

describe('sanitizeSvg with the benign default floor plans', () => {
  it.each([
    ['reading room', readingRoomFloorPlan(), 24],
    ['work floor', workFloorPlan(), 16],
  ])('keeps the %s intact', (_label, plan, seats) => {
    const output = sanitizeSvg(plan) ?? '';
    // Same document except that empty elements were already written as open/close pairs.
    expect(output).toBe(plan);
    expect(output).toContain('viewBox="0 0 1000 700"');
    expect(output).not.toContain('viewbox');
    expect(output.match(/id="seat-\d+"/g)).toHaveLength(seats);
    expect(output).toContain('data-seat="1"');
  });

  it('keeps an Inkscape-style file usable: prolog dropped, camelCase kept, editor metadata gone', () => {
    const input =
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Created with Inkscape -->\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ' +
      'width="1000" height="700" viewBox="0 0 1000 700" preserveAspectRatio="xMidYMid meet">' +
      '<g inkscape:label="Seats" inkscape:groupmode="layer"><rect id="seat-7" data-seat="7" x="1" y="1" width="5" height="5"/>' +
      '<text x="3" y="4" text-anchor="middle">Platz 7 &amp; Fenster</text></g></svg>';
    expect(sanitizeSvg(input)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700" viewBox="0 0 1000 700" ' +
        'preserveAspectRatio="xMidYMid meet"><g><rect id="seat-7" data-seat="7" x="1" y="1" width="5" height="5"></rect>' +
        '<text x="3" y="4" text-anchor="middle">Platz 7 &amp; Fenster</text></g></svg>',
    );
  });
});

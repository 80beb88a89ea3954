import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineCssPlugin } from '../../mantine-css-plugin';

const require = createRequire(import.meta.url);
const core = path.dirname(require.resolve('@mantine/core/styles.css'));

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('mantineCssPlugin', () => {
  const plugin = mantineCssPlugin();
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  const injected = new Set<string>();
  for (const file of walk(path.join(core, 'esm')).filter((f) => f.endsWith('.mjs'))) {
    const result = transform.call({}, '', file);
    const name = result?.code.match(/@mantine\/core\/styles\/(\w+)\.css/)?.[1];
    if (name) injected.add(name);
  }

  it("brings every component stylesheet of Mantine's with the component that uses it", () => {
    const sheets = readdirSync(path.join(core, 'styles'))
      .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
      .map((f) => f.replace(/\.css$/, ''))
      // The global part, imported by main.tsx (default-css-variables: written by MantineProvider).
      .filter((name) => !['baseline', 'default-css-variables', 'global'].includes(name));
    expect(sheets.length).toBeGreaterThan(90);
    expect(sheets.filter((name) => !injected.has(name))).toEqual([]);
  });

  it('leaves other modules alone', () => {
    expect(transform.call({}, 'x', '/app/src/main.tsx')).toBeNull();
    expect(transform.call({}, 'x', path.join(core, 'esm/core/Box/Box.mjs'))).toBeNull();
  });
});

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * Mantine's CSS per component, beside the component's code (issue 14). Instead of the whole
 * `@mantine/core/styles.css` (~38 KB gzip) on every page, each Mantine component module that holds
 * its class names (`components/<Name>/<Name>.module.mjs`, or `<Name>.mjs` for the few without one)
 * imports `@mantine/core/styles/<Name>.css`; the bundler then puts that CSS into the chunk that uses
 * the component, so a page loads the CSS of the components it renders. A component's module is
 * imported after those of the components it builds on, so their CSS comes first, as Mantine's
 * per-component import guide requires. `@mantine/dates` ships one file; it goes with the date
 * components, and so do dayjs' locales (src/lib/dayjs-locales.ts). main.tsx imports the global
 * part (baseline, global).
 */
export function mantineCssPlugin(): Plugin {
  const coreStyles = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  const componentModule =
    /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:.+[\\/])?([A-Za-z]+)(?:\.module)?\.mjs$/;
  const dayjsLocales = path.resolve(import.meta.dirname, 'src/lib/dayjs-locales.ts');
  const datesModule = /[\\/]@mantine[\\/]dates[\\/]esm[\\/].+\.module\.mjs$/;
  return {
    name: 'buchbar-mantine-css-per-component',
    enforce: 'pre',
    // The package's `sideEffects: ["*.css"]` is read as root-level files only, which would drop
    // `styles/<Name>.css` as unused: these imports exist for their side effect.
    async resolveId(source, importer, options) {
      if (!source.startsWith('@mantine/core/styles/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, moduleSideEffects: true } : null;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (datesModule.test(file))
        return {
          code: `import '@mantine/dates/styles.css';\nimport ${JSON.stringify(dayjsLocales)};\n${code}`,
          map: null,
        };
      const match = componentModule.exec(file);
      const name = match?.[1];
      if (!name) return null;
      // Only the module named like its folder (Button/Button.module.mjs, InlineInput/InlineInput.mjs).
      const folder = path.basename(path.dirname(file));
      if (folder !== name) return null;
      if (!existsSync(path.join(coreStyles, `${name}.css`))) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}

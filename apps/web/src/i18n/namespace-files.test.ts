import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaceOfFile } from './namespace-files';
import { resources } from './resources';

const here = import.meta.dirname;
const src = path.resolve(here, '..');

describe('namespaceOfFile', () => {
  it.each([
    ['./de/common.json', { language: 'de', namespace: 'common' }],
    ['./en/admin-settings.json', { language: 'en', namespace: 'adminSettings' }],
    ['/x/src/i18n/de/admin-office-locker.json', { language: 'de', namespace: 'adminOfficeLocker' }],
    ['./de/readme.md', null],
    ['./common.json', null],
  ])('%s', (file, expected) => {
    expect(namespaceOfFile(file)).toEqual(expected);
  });
});

describe('translation files (loaded lazily by file name, typed through resources.ts)', () => {
  const files = (language: string) =>
    readdirSync(path.join(here, language))
      .filter((f) => f.endsWith('.json'))
      .map((f) => namespaceOfFile(`./${language}/${f}`)?.namespace)
      .sort();

  it('German and English have the same files', () => {
    expect(files('en')).toEqual(files('de'));
  });

  it('every file is a namespace of resources.ts, so its keys are typed and in the parity test', () => {
    expect(files('de')).toEqual(Object.keys(resources.de).sort());
  });
});

/**
 * With lazily loaded namespaces, `t('ns:key')` only works when `ns` is loaded: the component must
 * name it in useTranslation (or it is one loaded before the first render). This reads every source
 * file and refuses a cross-namespace key whose namespace the file does not ask for.
 */
describe('cross-namespace keys are loaded where they are used', () => {
  const preloaded = new Set(['common', 'errors']);
  const namespaces = Object.keys(resources.de);
  const key = new RegExp(`['\`"](${namespaces.join('|')}):[a-zA-Z]`, 'g');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [full] : [];
    });

  it('in every source file', () => {
    const refused: string[] = [];
    for (const file of walk(src)) {
      const text = readFileSync(file, 'utf8');
      const used = new Set([...text.matchAll(key)].map((m) => m[1]));
      const declared = new Set<string>();
      for (const call of text.matchAll(/useTranslation\(([^)]*)\)/g))
        for (const ns of (call[1] ?? '').matchAll(/'([a-zA-Z]+)'/g)) declared.add(ns[1] ?? '');
      // Dynamic lists (menuNamespaces) are checked by their own tests.
      if (/useTranslation\((?!\[?')[^)]+\)/.test(text) || file.endsWith('menu-items.ts')) continue;
      for (const ns of used)
        if (ns && !preloaded.has(ns) && !declared.has(ns)) refused.push(`${path.relative(src, file)}: ${ns}`);
    }
    expect(refused).toEqual([]);
    expect(walk(src).length).toBeGreaterThan(100);
  });
});

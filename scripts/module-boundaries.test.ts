import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { backDoorImports, cyclesOf, moduleGraph } from './check-module-cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const biome = path.join(root, 'node_modules/.bin/biome');
const scratch = mkdtempSync(path.join(tmpdir(), 'buchbar-boundaries-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes files under a fresh folder holding the repository's lint configuration. */
function tree(name: string, files: Record<string, string>): string {
  const dir = path.join(scratch, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

type Diagnostic = { category: string; location: { path: string }; message: string };

/** The import restrictions Biome reports for the files, with the repository's biome.json. */
function restrictedImports(files: Record<string, string>): string[] {
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.vcs;
  delete config.$schema;
  const dir = tree(`lint-${Object.keys(files).length}-${Math.random()}`, {
    ...files,
    'biome.json': JSON.stringify(config),
  });
  let out: string;
  try {
    out = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (err) {
    out = (err as { stdout: string }).stdout;
  }
  const diagnostics = (JSON.parse(out) as { diagnostics: Diagnostic[] }).diagnostics;
  return diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports')
    .map((d) => d.location.path.split(path.sep).join('/'))
    .sort();
}

const use = (spec: string) => `import * as m from '${spec}';\nexport const x = m;\n`;

describe('lint: module boundaries of the server (biome.json)', () => {
  it('refuses platform -> module, cross-module repositories and internals, imported audit', () => {
    const refused = restrictedImports({
      'apps/server/src/platform/auth/a.ts': use('../../modules/identity/identity.module'),
      'apps/server/src/modules/identity/b.ts': use('../tenancy/tenancy.repository'),
      'apps/server/src/modules/identity/c.ts': use('../access/authorizer'),
      'apps/server/src/modules/identity/d.ts': use('../audit/audit.module'),
      'apps/server/src/modules/identity/e.ts': use('../../modules/spaces/floor-plans.repository'),
      'apps/server/src/f.ts': use('./modules/spaces/spaces-read.service'),
    });
    expect(refused).toEqual([
      'apps/server/src/f.ts',
      'apps/server/src/modules/identity/b.ts',
      'apps/server/src/modules/identity/c.ts',
      'apps/server/src/modules/identity/d.ts',
      'apps/server/src/modules/identity/e.ts',
      'apps/server/src/platform/auth/a.ts',
    ]);
  });

  it('allows front doors, the platform, and a module its own files', () => {
    const refused = restrictedImports({
      'apps/server/src/platform/auth/a.ts': use('../database/database'),
      'apps/server/src/modules/identity/b.ts': use('../tenancy/tenancy.module'),
      'apps/server/src/modules/identity/c.ts': use('./users.repository'),
      'apps/server/src/modules/identity/d.ts': use('../../platform/audit/audit-log'),
      'apps/server/src/e.ts': use('./modules/spaces/spaces.module'),
    });
    expect(refused).toEqual([]);
  });
});

describe('check-module-cycles', () => {
  it('finds a circle between module folders, also through front doors and type imports', () => {
    const dir = tree('cycle', {
      'access/access.module.ts': "import type { X } from '../audit/audit.module';\nexport type Y = X;\n",
      'audit/audit.module.ts': "export { Authorizer } from '../access/access.module';\nexport type X = 1;\n",
      'spaces/spaces.module.ts': "import '../access/access.module';\n",
    });
    expect(cyclesOf(moduleGraph(dir))).toEqual([['access', 'audit', 'access']]);
  });

  it('the server has no circles between its module folders', () => {
    expect(cyclesOf(moduleGraph())).toEqual([]);
  });
});

describe('check-module-cycles: other modules only through their front door', () => {
  /** A modules folder (named so, for paths through it) with two modules and the file under test. */
  const backDoors = (file: string, text: string) => {
    const files: Record<string, string> = {
      'trips/trips.module.ts': 'export const x = 1;\n',
      'trips/trips.repository.ts': 'export const y = 1;\n',
      'trips/jobs/sweep.ts': 'export const z = 1;\n',
      'trips/index.ts': 'export const w = 1;\n',
      'vehicles/vehicles.module.ts': 'export const v = 1;\n',
      [file]: text,
    };
    const dir = tree(
      `doors-${Math.random()}`,
      Object.fromEntries(Object.entries(files).map(([name, body]) => [`modules/${name}`, body])),
    );
    return backDoorImports(path.join(dir, 'modules')).map(
      (b: { specifier: string; from: string; to: string | undefined }) => ({
        specifier: b.specifier,
        from: b.from,
        to: b.to,
      }),
    );
  };

  it.each([
    ['a repository', "import { y } from '../trips/trips.repository';", '../trips/trips.repository'],
    [
      'a type-only import',
      "import type { Y } from '../trips/trips.repository';",
      '../trips/trips.repository',
    ],
    [
      'an inline type import',
      "import { type Y } from '../trips/trips.repository';",
      '../trips/trips.repository',
    ],
    ['an internal file', "import { z } from '../trips/jobs/sweep';", '../trips/jobs/sweep'],
    ['a re-export', "export { y } from '../trips/trips.repository';", '../trips/trips.repository'],
    ['a type re-export', "export type { Y } from '../trips/trips.repository';", '../trips/trips.repository'],
    ['a star re-export', "export * from '../trips/trips.repository';", '../trips/trips.repository'],
    [
      'a dynamic import',
      "export const m = () => import('../trips/trips.repository');",
      '../trips/trips.repository',
    ],
    ['a side-effect import', "import '../trips/trips.repository';", '../trips/trips.repository'],
    ['the folder (its index file)', "import { w } from '../trips';", '../trips'],
    ['the index file by name', "import { w } from '../trips/index';", '../trips/index'],
    [
      'another front door inside it',
      "import { v } from '../trips/vehicles.module';",
      '../trips/vehicles.module',
    ],
    [
      'a path through the modules folder',
      "import { y } from '../../modules/trips/trips.repository';",
      '../../modules/trips/trips.repository',
    ],
  ])('refuses %s of another module', (_name, text, specifier) => {
    expect(backDoors('logbook/logbook.service.ts', `${text}\n`)).toEqual([
      { specifier, from: 'logbook', to: 'trips' },
    ]);
  });

  it.each([
    ['the front door', "import { x } from '../trips/trips.module';"],
    ['the front door, type-only', "import type { X } from '../trips/trips.module';"],
    ['the front door through the modules folder', "import { x } from '../../modules/trips/trips.module';"],
    ['the front door with its extension', "import { x } from '../trips/trips.module.ts';"],
    ['its own repository', "import { y } from './logbook.repository';"],
    ['the platform', "import { db } from '../../platform/database/database';"],
    ['a package', "import { z } from 'zod';"],
    ['a test helper outside the modules', "import { client } from '../../../test/http-client';"],
    ['an internal file named in a comment only', "// from '../trips/trips.repository'\nexport const c = 1;"],
  ])('allows %s', (_name, text) => {
    expect(backDoors('logbook/logbook.service.ts', `${text}\n`)).toEqual([]);
  });

  it('judges a test inside a module folder like any of its files', () => {
    expect(
      backDoors('logbook/logbook.int.test.ts', "import { y } from '../trips/trips.repository';\n"),
    ).toEqual([{ specifier: '../trips/trips.repository', from: 'logbook', to: 'trips' }]);
  });

  it('fails the lint run (exit 1) with a message naming the file and the import', () => {
    const dir = tree('doors-cli', {
      'trips/trips.module.ts': 'export const x = 1;\n',
      'trips/trips.repository.ts': 'export const y = 1;\n',
      'logbook/logbook.service.ts': "import { y } from '../trips/trips.repository';\nexport const z = y;\n",
    });
    let failure: { status: number; stderr: string } | undefined;
    try {
      execFileSync(process.execPath, [path.join(root, 'scripts/check-module-cycles.mjs'), '--dir', dir], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (err) {
      failure = err as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toContain('past its front door');
    expect(failure?.stderr).toContain(
      `${path.join(path.relative(root, dir), 'logbook/logbook.service.ts')} -> ../trips/trips.repository  (logbook -> trips)`,
    );
  });

  it('the server imports other modules only through their front doors', () => {
    expect(backDoorImports()).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cyclesOf, moduleGraph } from './check-module-cycles.mjs';

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

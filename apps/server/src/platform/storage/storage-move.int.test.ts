import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../../test/s3-server';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { LocalStorageAdapter } from './local-storage';
import { PostgresStorageAdapter } from './postgres-storage';
import { parseS3Location } from './s3-location';
import { S3StorageAdapter } from './s3-storage';
import { moveFiles } from './storage-move';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);

/** `node scripts/storage-move.mjs …` as an operator runs it; resolves with exit code and output. */
function runMove(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/storage-move.mjs', ...args], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
    });
    child.stderr.on('data', (d) => {
      out += String(d);
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('moving files between storage backends', () => {
  let db: TestDatabase;
  let s3: TestS3Server;
  let dir: string;
  let local: LocalStorageAdapter;
  let pgStorage: PostgresStorageAdapter;
  beforeAll(async () => {
    [db, s3, dir] = await Promise.all([
      createTestDatabase(),
      startTestS3Server(),
      mkdtemp(path.join(os.tmpdir(), 'buchbar-move-')),
    ]);
    local = new LocalStorageAdapter({ root: dir });
    pgStorage = new PostgresStorageAdapter({ pool: db.pool });
    await local.put('logos', 'acme', 'logo.png', PNG, 'image/png');
    await local.put('logos', 'bravo', 'logo.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    await local.put('privacy', 'default', 'privacy-notice.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
  }, 60_000);
  afterAll(async () => {
    await Promise.all([db?.drop(), s3?.stop(), dir && rm(dir, { recursive: true, force: true })]);
  });

  it('copies local → postgres with progress, and a second run copies nothing', async () => {
    const env = { DATABASE_URL: db.url, STORAGE_DIR: dir };
    const first = await runMove(['--from', 'local', '--to', 'postgres'], env);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain('logos/acme: 1 file(s)');
    expect(first.out).toContain('copied logos/acme/logo.png (10 bytes)');
    expect(first.out).toMatch(/copied 3 file\(s\) \(\d+ bytes\), 0 already there, 0 removed/);
    const back = await pgStorage.get('logos', 'acme', 'logo.png');
    expect(back?.contentType).toBe('image/png');
    expect(Buffer.compare(back?.bytes ?? Buffer.alloc(0), PNG)).toBe(0);
    expect((await pgStorage.get('privacy', 'default', 'privacy-notice.pdf'))?.contentType).toBe(
      'application/pdf',
    );

    const again = await runMove(['--from', 'local', '--to', 'postgres'], env);
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain('copied 0 file(s) (0 bytes), 3 already there');
    // the source stays unless asked otherwise
    expect(await local.exists('logos', 'acme', 'logo.png')).toBe(true);
  }, 60_000);

  it('moves postgres → s3 with --delete-source, leaving the source empty', async () => {
    const url = s3.storageUrl('moved');
    const out = await runMove(['--from', 'postgres', '--to', url, '--delete-source'], {
      DATABASE_URL: db.url,
    });
    expect(out.code, out.out).toBe(0);
    expect(out.out).toContain('3 removed from the source');
    const parsed = parseS3Location(url);
    if (!parsed.ok) throw new Error(parsed.error);
    const target = await S3StorageAdapter.open({ location: parsed.value, defaultRegion: 'us-east-1' });
    try {
      expect((await target.get('logos', 'bravo', 'logo.svg'))?.contentType).toBe('image/svg+xml');
      expect(await target.tenantKeys('logos')).toEqual(['acme', 'bravo']);
    } finally {
      await target.close();
    }
    expect(await db.pool.query('select count(*)::int as n from stored_files')).toMatchObject({
      rows: [{ n: 0 }],
    });
  }, 60_000);

  it('refuses a bad call with a sentence and exit code 1', async () => {
    const [same, unknown, missing] = await Promise.all([
      runMove(['--from', 'local', '--to', 'local'], { STORAGE_DIR: dir }),
      runMove(['--from', 'local', '--to', 'ftp://x'], { STORAGE_DIR: dir }),
      runMove(['--from', 'local'], { STORAGE_DIR: dir }),
    ]);
    expect(same.code).toBe(1);
    expect(same.out).toContain('name the same place');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('must be s3://');
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('usage:');
  }, 60_000);

  it('replaces a target file whose bytes differ, and a dry run changes nothing', async () => {
    const target = new LocalStorageAdapter({ root: path.join(dir, 'copy') });
    await target.put('logos', 'acme', 'logo.png', Buffer.from('stale'), 'image/png');
    const dry = await moveFiles(local, target, { dryRun: true });
    expect(dry).toMatchObject({ copied: 3, unchanged: 0, removed: 0 });
    expect((await target.get('logos', 'acme', 'logo.png'))?.bytes.toString()).toBe('stale');
    const lines: string[] = [];
    const done = await moveFiles(local, target, { onProgress: (l) => lines.push(l) });
    expect(done).toMatchObject({ copied: 3, unchanged: 0 });
    expect(
      Buffer.compare((await target.get('logos', 'acme', 'logo.png'))?.bytes ?? Buffer.alloc(0), PNG),
    ).toBe(0);
    expect(lines).toContain('  copied logos/acme/logo.png (10 bytes)');
    expect(await moveFiles(local, target)).toMatchObject({ copied: 0, unchanged: 3 });
  });
});

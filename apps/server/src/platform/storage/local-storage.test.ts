import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentTypeForFileName, LocalStorageAdapter } from './local-storage';
import type { StorageBucket } from './storage-adapter';
import { StorageError } from './storage-errors';

let root: string;
let storage: LocalStorageAdapter;
const bytes = (text: string): Uint8Array => Buffer.from(text, 'utf8');

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'buchbar-storage-'));
  storage = new LocalStorageAdapter({ root: path.join(root, 'files') });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('LocalStorageAdapter', () => {
  it('round-trips put, get, list and remove', async () => {
    await storage.put('logos', 'acme', 'logo.svg', bytes('<svg/>'), 'image/svg+xml');
    const file = await storage.get('logos', 'acme', 'logo.svg');
    expect(file && Buffer.from(file.bytes).toString()).toBe('<svg/>');
    expect(file?.contentType).toBe('image/svg+xml');
    expect((await storage.list('logos', 'acme')).map((f) => [f.name, f.size])).toEqual([['logo.svg', 6]]);
    expect(await storage.remove('logos', 'acme', 'logo.svg')).toBe(true);
    expect(await storage.remove('logos', 'acme', 'logo.svg')).toBe(false);
    expect(await storage.get('logos', 'acme', 'logo.svg')).toBeUndefined();
    expect(await storage.list('logos', 'acme')).toEqual([]);
  });

  it('replaces on put (upsert) and keeps the new content type', async () => {
    await storage.put('privacy', 'acme', 'notice', bytes('old'), 'text/plain');
    await storage.put('privacy', 'acme', 'notice', bytes('%PDF-new'), 'application/pdf');
    const file = await storage.get('privacy', 'acme', 'notice');
    expect(file && Buffer.from(file.bytes).toString()).toBe('%PDF-new');
    expect(file?.contentType).toBe('application/pdf');
  });

  it('lists sorted by name with limit and offset, hiding temp and metadata files', async () => {
    for (const name of ['c.png', 'a.png', 'B.png', 'b.png']) {
      await storage.put('vehicles', 'acme', name, bytes(name), 'image/png');
    }
    await writeFile(path.join(root, 'files', 'vehicles', 'acme', '.tmp-left-over'), 'x');
    expect((await storage.list('vehicles', 'acme')).map((f) => f.name)).toEqual([
      'B.png',
      'a.png',
      'b.png',
      'c.png',
    ]);
    expect((await storage.list('vehicles', 'acme', { limit: 2 })).map((f) => f.name)).toEqual([
      'B.png',
      'a.png',
    ]);
    expect((await storage.list('vehicles', 'acme', { limit: 2, offset: 3 })).map((f) => f.name)).toEqual([
      'c.png',
    ]);
  });

  it('keeps tenants apart', async () => {
    await storage.put('floor-plans', 'tenant-a', 'a.svg', bytes('A'), 'image/svg+xml');
    await storage.put('floor-plans', 'tenant-b', 'b.svg', bytes('B'), 'image/svg+xml');
    expect((await storage.list('floor-plans', 'tenant-a')).map((f) => f.name)).toEqual(['a.svg']);
    expect((await storage.list('floor-plans', 'tenant-b')).map((f) => f.name)).toEqual(['b.svg']);
    expect(await storage.get('floor-plans', 'tenant-a', 'b.svg')).toBeUndefined();
    expect(await storage.remove('floor-plans', 'tenant-a', 'b.svg')).toBe(false);
    expect(await storage.get('floor-plans', 'tenant-b', 'b.svg')).toBeDefined();
  });

  it('lists nothing for an unknown tenant or bucket folder', async () => {
    expect(await storage.list('logos', 'nobody')).toEqual([]);
  });

  it('writes atomically: no temp files remain after many writes', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        storage.put('logos', 'acme', 'logo.png', bytes(`v${i}`), 'image/png'),
      ),
    );
    const names = await readdir(path.join(root, 'files', 'logos', 'acme'));
    expect(names.filter((n) => n.startsWith('.tmp-'))).toEqual([]);
    const file = await storage.get('logos', 'acme', 'logo.png');
    expect(file && Buffer.from(file.bytes).toString()).toMatch(/^v\d+$/);
  });

  it('falls back to the extension when the content type sidecar is missing', async () => {
    await storage.put('vehicles', 'acme', 'van.jpg', bytes('x'), 'image/jpeg');
    await rm(path.join(root, 'files', 'vehicles', 'acme', '.meta'), { recursive: true });
    expect((await storage.get('vehicles', 'acme', 'van.jpg'))?.contentType).toBe('image/jpeg');
  });

  it.each([
    ['put', () => storage.put('logos', '..', 'x.png', bytes('x'), 'image/png')],
    ['put file', () => storage.put('logos', 'acme', '../../etc/passwd', bytes('x'), 'image/png')],
    ['get', () => storage.get('logos', 'acme', '../acme/x.png')],
    ['remove', () => storage.remove('logos', 'acme/..', 'x.png')],
    ['list', () => storage.list('logos', '../vehicles')],
    ['bucket', () => storage.list('../../tmp' as StorageBucket, 'acme')],
    [
      'content type header injection',
      () => storage.put('logos', 'acme', 'x.png', bytes('x'), 'image/png\r\nX: y'),
    ],
  ])('rejects traversal and bad input (%s)', async (_label, run) => {
    await expect(run()).rejects.toBeInstanceOf(StorageError);
  });
});

describe('contentTypeForFileName', () => {
  it.each([
    ['a.PNG', 'image/png'],
    ['a.jpeg', 'image/jpeg'],
    ['a.pdf', 'application/pdf'],
    ['a.svg', 'image/svg+xml'],
    ['a', 'application/octet-stream'],
  ])('%s -> %s', (name, type) => {
    expect(contentTypeForFileName(name)).toBe(type);
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../../test/s3-server';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createDb } from '../../platform/database/database';
import { AppError } from '../../platform/http/app-error';
import { StartupError } from '../../platform/startup-error';
import { LocalStorageAdapter } from '../../platform/storage/local-storage';
import { PostgresStorageAdapter } from '../../platform/storage/postgres-storage';
import { parseS3Location } from '../../platform/storage/s3-location';
import { S3StorageAdapter } from '../../platform/storage/s3-storage';
import type { StorageAdapter } from '../../platform/storage/storage-adapter';
import { StorageError } from '../../platform/storage/storage-errors';
import { createStorage } from '../../platform/storage/storage-factory';
import { FilesService } from './files.module';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

let db: TestDatabase;
let s3: TestS3Server;
let dir: string;
let tenantA: string;
let tenantB: string;

beforeAll(async () => {
  [db, s3, dir] = await Promise.all([
    createTestDatabase(),
    startTestS3Server(),
    mkdtemp(path.join(os.tmpdir(), 'buchbar-backends-')),
  ]);
  const { rows } = await db.pool.query<{ id: string }>(
    "insert into tenants (name, key) values ('Acme', 'acme'), ('Bravo', 'bravo') returning id",
  );
  [tenantA, tenantB] = rows.map((r) => r.id) as [string, string];
});
afterAll(async () => {
  await Promise.all([db?.drop(), s3?.stop(), dir && rm(dir, { recursive: true, force: true })]);
});

/** Each backend on an empty area of its own (a directory, a fresh table state, a key prefix). */
const BACKENDS: Array<[string, () => Promise<StorageAdapter>]> = [
  ['local', async () => new LocalStorageAdapter({ root: path.join(dir, randomUUID()) })],
  [
    'postgres',
    async () => {
      await db.pool.query('delete from stored_files');
      return new PostgresStorageAdapter({ pool: db.pool });
    },
  ],
  [
    's3',
    async () => {
      const parsed = parseS3Location(s3.storageUrl(`run-${randomUUID().slice(0, 8)}`));
      if (!parsed.ok) throw new Error(parsed.error);
      return await S3StorageAdapter.open({ location: parsed.value, defaultRegion: 'us-east-1' });
    },
  ],
];

describe.each(BACKENDS)('the %s storage backend', (kind, open) => {
  let storage: StorageAdapter;
  beforeAll(async () => {
    storage = await open();
  });
  afterAll(async () => storage?.close());

  it('names its kind', () => {
    expect(storage.kind).toBe(kind);
  });

  it('puts, gets, tells existence, lists and removes a file', async () => {
    expect(await storage.exists('vehicles', 'acme', 'van.png')).toBe(false);
    expect(await storage.get('vehicles', 'acme', 'van.png')).toBeUndefined();
    await storage.put('vehicles', 'acme', 'van.png', PNG, 'image/png');
    expect(await storage.exists('vehicles', 'acme', 'van.png')).toBe(true);
    const file = await storage.get('vehicles', 'acme', 'van.png');
    expect(file?.contentType).toBe('image/png');
    expect(Buffer.compare(Buffer.from(file?.bytes ?? []), PNG)).toBe(0);
    const listed = await storage.list('vehicles', 'acme');
    expect(listed.map((f) => [f.name, f.size])).toEqual([['van.png', PNG.length]]);
    expect(listed[0]?.updatedAt).toBeInstanceOf(Date);
    expect(await storage.remove('vehicles', 'acme', 'van.png')).toBe(true);
    expect(await storage.remove('vehicles', 'acme', 'van.png')).toBe(false);
    expect(await storage.exists('vehicles', 'acme', 'van.png')).toBe(false);
    expect(await storage.list('vehicles', 'acme')).toEqual([]);
  });

  it('replaces a file on put, with its new content type', async () => {
    await storage.put('privacy', 'acme', 'notice', Buffer.from('old'), 'text/plain');
    await storage.put('privacy', 'acme', 'notice', PDF, 'application/pdf');
    const file = await storage.get('privacy', 'acme', 'notice');
    expect(file && Buffer.from(file.bytes).toString()).toBe(PDF.toString());
    expect(file?.contentType).toBe('application/pdf');
    expect((await storage.list('privacy', 'acme')).map((f) => f.size)).toEqual([PDF.length]);
  });

  it('keeps a large file byte for byte', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < big.length; i += 1) big[i] = (i * 31 + 7) & 0xff;
    await storage.put('floor-plans', 'acme', 'big.png', big, 'image/png');
    const file = await storage.get('floor-plans', 'acme', 'big.png');
    expect(file?.bytes.length).toBe(big.length);
    expect(Buffer.compare(Buffer.from(file?.bytes ?? []), big)).toBe(0);
    await storage.remove('floor-plans', 'acme', 'big.png');
  });

  it('lists in code-unit order with limit and offset, and names the tenants of a bucket', async () => {
    for (const name of ['c.png', 'a.png', 'B.png', 'b.png', '_x.png', '0.png']) {
      await storage.put('logos', 'acme', name, PNG, 'image/png');
    }
    await storage.put('logos', 'bravo', 'z.png', PNG, 'image/png');
    const names = async (limit?: number, offset?: number) =>
      (await storage.list('logos', 'acme', { limit, offset })).map((f) => f.name);
    expect(await names()).toEqual(['0.png', 'B.png', '_x.png', 'a.png', 'b.png', 'c.png']);
    expect(await names(2, 1)).toEqual(['B.png', '_x.png']);
    expect(await names(10, 5)).toEqual(['c.png']);
    expect(await names(0)).toEqual([]);
    expect(await names(5, 99)).toEqual([]);
    expect(await storage.tenantKeys('logos')).toEqual(['acme', 'bravo']);
    expect(await storage.tenantKeys('privacy')).toEqual(['acme']);
  });

  it('never lets one tenant read, list or remove another tenant’s file', async () => {
    await storage.put('floor-plans', 'acme', 'plan.png', PNG, 'image/png');
    expect(await storage.get('floor-plans', 'bravo', 'plan.png')).toBeUndefined();
    expect(await storage.exists('floor-plans', 'bravo', 'plan.png')).toBe(false);
    expect(await storage.list('floor-plans', 'bravo')).toEqual([]);
    expect(await storage.remove('floor-plans', 'bravo', 'plan.png')).toBe(false);
    expect(await storage.exists('floor-plans', 'acme', 'plan.png')).toBe(true);
  });

  it.each([
    ['a path as tenant', 'logos', '../acme', 'a.png', 'image/png', 'STORAGE_INVALID_KEY'],
    ['a path as file name', 'logos', 'acme', '../../etc/passwd', 'image/png', 'STORAGE_INVALID_KEY'],
    ['a hidden file name', 'logos', 'acme', '.meta', 'image/png', 'STORAGE_INVALID_KEY'],
    ['a slash in the file name', 'logos', 'acme', 'a/b.png', 'image/png', 'STORAGE_INVALID_KEY'],
    ['an unknown bucket', 'secrets', 'acme', 'a.png', 'image/png', 'STORAGE_UNKNOWN_BUCKET'],
    [
      'a header in the content type',
      'logos',
      'acme',
      'a.png',
      'image/png\r\nx-evil: 1',
      'STORAGE_INVALID_KEY',
    ],
    ['no content type', 'logos', 'acme', 'a.png', '', 'STORAGE_INVALID_KEY'],
  ])('refuses %s before the backend runs', async (_label, bucket, tenant, name, type, code) => {
    const put = storage.put(bucket as 'logos', tenant, name, PNG, type);
    await expect(put).rejects.toBeInstanceOf(StorageError);
    await expect(put).rejects.toMatchObject({ code });
    if (type === 'image/png') {
      await expect(storage.get(bucket as 'logos', tenant, name)).rejects.toMatchObject({ code });
      await expect(storage.exists(bucket as 'logos', tenant, name)).rejects.toMatchObject({ code });
      await expect(storage.remove(bucket as 'logos', tenant, name)).rejects.toMatchObject({ code });
    }
  });

  it('stores through the shared upload checks: a bad file is refused, a good one lands in the tenant’s folder', async () => {
    const files = new FilesService(createDb(db.pool), storage, 1024 * 1024).tenantStore();
    const exe = Buffer.from('MZ\x90\x00 this is no image');
    await expect(files.store(tenantA, 'vehicles', 'photo', exe, ['png', 'jpg'])).rejects.toMatchObject({
      code: 'UPLOAD_TYPE_NOT_ALLOWED',
    });
    await expect(files.store(tenantA, 'vehicles', 'photo', PDF, ['png', 'jpg'])).rejects.toBeInstanceOf(
      AppError,
    );
    await expect(files.store(tenantA, 'vehicles', 'photo', Buffer.alloc(0), ['png'])).rejects.toMatchObject({
      code: 'UPLOAD_EMPTY',
    });
    expect(await storage.list('vehicles', 'acme')).toEqual([]);
    // an SVG with a script is stored only as its sanitised form
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect/></svg>');
    const stored = await files.store(tenantA, 'floor-plans', 'plan', svg, ['svg']);
    expect(stored).toMatchObject({ tenantKey: 'acme', fileName: 'plan.svg', contentType: 'image/svg+xml' });
    const back = await storage.get('floor-plans', 'acme', 'plan.svg');
    expect(back && Buffer.from(back.bytes).toString()).not.toContain('script');
    expect(await files.exists(tenantA, 'floor-plans', 'plan.svg')).toBe(true);
    expect(await files.exists(tenantB, 'floor-plans', 'plan.svg')).toBe(false);
  });
});

describe('an S3 bucket that cannot be used', () => {
  it('stops the start with one sentence naming the bucket', async () => {
    const parsed = parseS3Location(s3.storageUrl().replace('buchbar-test', 'no-such-bucket'));
    if (!parsed.ok) throw new Error(parsed.error);
    const start = createStorage(
      { kind: 's3', location: parsed.value, defaultRegion: 'us-east-1' },
      undefined,
    );
    await expect(start).rejects.toBeInstanceOf(StartupError);
    await expect(start).rejects.toThrow(
      'The S3 bucket "no-such-bucket" of STORAGE_URL cannot be used: it does not exist.',
    );
  });
});

describe('the stored_files table guards the key rules itself', () => {
  it.each([
    ['a path as tenant', '../acme', 'logos', 'a.png', 'image/png', 1],
    ['a hidden file', 'acme', 'logos', '.meta', 'image/png', 1],
    ['an unknown bucket', 'acme', 'secrets', 'a.png', 'image/png', 1],
    ['a header in the type', 'acme', 'logos', 'a.png', 'image/png\r\nx: 1', 1],
    ['a wrong size', 'acme', 'logos', 'a.png', 'image/png', 2],
  ])('refuses %s written by hand', async (_label, tenant, bucket, name, type, size) => {
    const insert = db.pool.query(
      `insert into stored_files (tenant_key, bucket, file_name, content_type, size, content)
       values ($1, $2, $3, $4, $5, '\\x01')`,
      [tenant, bucket, name, type, size],
    );
    await expect(insert).rejects.toMatchObject({ code: '23514' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  assertStorageKeys,
  isSafeContentType,
  isSafeStorageKey,
  isStorageBucket,
  STORAGE_BUCKETS,
  toStorageFileName,
} from './storage-adapter';
import { StorageError } from './storage-errors';

function codeOf(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof StorageError ? error.code : 'OTHER';
  }
}

describe('assertStorageKeys', () => {
  it.each([
    ['plain names', 'logos', 'tenant-1', 'logo.svg'],
    ['uuid tenant', 'vehicles', '3f2c6d8e-0b1a-4c55-9e43-1a2b3c4d5e6f', 'van_2.png'],
    ['no file name (listing)', 'privacy', 'acme', undefined],
  ])('accepts %s', (_label, bucket, tenant, file) => {
    expect(codeOf(() => assertStorageKeys(bucket, tenant, file))).toBeUndefined();
  });

  it.each([
    ['unknown bucket', 'secrets', 'acme', 'a.png', 'STORAGE_UNKNOWN_BUCKET'],
    ['bucket traversal', '../floor-plans', 'acme', 'a.png', 'STORAGE_UNKNOWN_BUCKET'],
    ['tenant ..', 'logos', '..', 'a.png', 'STORAGE_INVALID_KEY'],
    ['tenant with slash', 'logos', 'a/b', 'a.png', 'STORAGE_INVALID_KEY'],
    ['tenant empty', 'logos', '', 'a.png', 'STORAGE_INVALID_KEY'],
    ['tenant too long', 'logos', 'x'.repeat(65), 'a.png', 'STORAGE_INVALID_KEY'],
    ['file traversal', 'logos', 'acme', '../b/a.png', 'STORAGE_INVALID_KEY'],
    ['file backslash', 'logos', 'acme', '..\\a.png', 'STORAGE_INVALID_KEY'],
    ['file hidden', 'logos', 'acme', '.htaccess', 'STORAGE_INVALID_KEY'],
    ['file dot dot', 'logos', 'acme', '..', 'STORAGE_INVALID_KEY'],
    ['file NUL', 'logos', 'acme', 'a.png\0.svg', 'STORAGE_INVALID_KEY'],
    ['file space', 'logos', 'acme', 'my logo.png', 'STORAGE_INVALID_KEY'],
    ['file umlaut', 'logos', 'acme', 'grundriß.svg', 'STORAGE_INVALID_KEY'],
    ['file empty', 'logos', 'acme', '', 'STORAGE_INVALID_KEY'],
    ['file too long', 'logos', 'acme', `${'a'.repeat(125)}.svg`, 'STORAGE_INVALID_KEY'],
  ])('refuses %s', (_label, bucket, tenant, file, code) => {
    expect(codeOf(() => assertStorageKeys(bucket, tenant, file))).toBe(code);
  });
});

describe('isStorageBucket', () => {
  it('knows exactly the four buckets of the spec', () => {
    expect([...STORAGE_BUCKETS]).toEqual(['floor-plans', 'vehicles', 'logos', 'privacy']);
    expect(STORAGE_BUCKETS.every(isStorageBucket)).toBe(true);
    expect(isStorageBucket('Floor-Plans')).toBe(false);
  });
});

describe('toStorageFileName', () => {
  it.each([
    ['C:\\Pläne\\Grundriss 2. OG.svg', 'Grundriss-2.-OG.svg'],
    ['/home/x/Straße Süd.pdf', 'Strasse-Sued.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['.htaccess', 'htaccess'],
    ['...', 'file'],
    ['', 'file'],
    ['Crème brûlée.png', 'Creme-brulee.png'],
    ['🚗.jpg', 'file.jpg'],
    [`${'x'.repeat(200)}.png`, `${'x'.repeat(124)}.png`],
  ])('%s -> %s', (input, expected) => {
    const name = toStorageFileName(input);
    expect(name).toBe(expected);
    expect(isSafeStorageKey(name, 128)).toBe(true);
  });
});

describe('isSafeContentType (checked for every backend before a write)', () => {
  it.each([
    ['image/png', true],
    ['image/svg+xml', true],
    ['text/plain; charset=utf-8', true],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', true],
    ['', false],
    ['png', false],
    ['image/png\r\nx-evil: 1', false],
    ['image/png, text/html', false],
    ['text/plain; charset=utf-8; x=y', false],
    [`image/${'x'.repeat(300)}`, false],
  ])('%j -> %s', (value, ok) => {
    expect(isSafeContentType(value)).toBe(ok);
  });
});

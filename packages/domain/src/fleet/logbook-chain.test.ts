import { describe, expect, it } from 'vitest';
import {
  type CanonicalValue,
  type ChainedVersion,
  canonicalJson,
  chainHash,
  LOGBOOK_GENESIS_HASH,
  type StoredVersion,
  verifyLogbookChain,
} from './logbook-chain';
import { sha256Hex } from './sha256';

const REFERENCE: Record<string, string> = {
  'ß€𝄞': '2b4b87f8c8568010f8c547f417ef770e570d1df26743250522bbdad440efa1c6',
  'Fahrtenbuch Größe': '8a482a3e5e94dc8a09763a4b223b76b4866bf04ba158be9eac3be1af3b04be2c',
};

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('sha256(%j)', (text, hex) => {
    expect(sha256Hex(text)).toBe(hex);
  });

  it('hashes the UTF-8 bytes of umlauts', () => {
    // echo -n 'ä' | sha256sum (0xc3 0xa4)
    expect(sha256Hex('ä')).toBe('33e6d73fee82904c8d7afb78de1154d1e8dc2a0edb08120e63df5b9385c2d9cc');
  });

  it.each([
    ['ß€𝄞', 'three- and four-byte characters'],
    ['Fahrtenbuch Größe', 'umlauts'],
  ])('agrees with an independent UTF-8 hash for %s (%s)', (text) => {
    // Reference digests computed with `printf '%s' TEXT | sha256sum`.
    expect(sha256Hex(text)).toBe(REFERENCE[text]);
  });

  it('pads messages around the 55/56/64-byte block edges', () => {
    // Known digests of 'a' repeated n times.
    const known: [number, string][] = [
      [55, '9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318'],
      [56, 'b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a'],
      [64, 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb'],
    ];
    for (const [n, hex] of known) expect(sha256Hex('a'.repeat(n))).toBe(hex);
  });
});

describe('canonicalJson', () => {
  it.each<[string, CanonicalValue, string]>([
    ['sorts keys', { b: 1, a: 2 }, '{"a":2,"b":1}'],
    ['sorts nested keys', { z: { y: 1, x: [3, { d: 1, c: 2 }] } }, '{"z":{"x":[3,{"c":2,"d":1}],"y":1}}'],
    ['keeps array order', [3, 1, 2], '[3,1,2]'],
    ['tells a number from a string', { a: 1, b: '1' }, '{"a":1,"b":"1"}'],
    ['keeps null', { a: null }, '{"a":null}'],
    ['escapes quotes and keeps umlauts', { t: 'Größe "x"' }, '{"t":"Größe \\"x\\""}'],
    ['booleans', [true, false], '[true,false]'],
  ])('%s', (_name, value, text) => {
    expect(canonicalJson(value)).toBe(text);
  });

  it('is the same whatever order the keys came in', () => {
    expect(canonicalJson({ a: 1, b: { c: 2, d: 3 } })).toBe(canonicalJson({ b: { d: 3, c: 2 }, a: 1 }));
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('refuses %s', (_name, n) => {
    expect(() => canonicalJson({ n })).toThrow(TypeError);
  });

  it('refuses undefined instead of dropping the field', () => {
    expect(() => canonicalJson({ a: undefined } as unknown as CanonicalValue)).toThrow(TypeError);
  });
});

const base = (seq: number, over: Partial<ChainedVersion> = {}): ChainedVersion => ({
  id: `v${seq}`,
  entryId: `e${Math.ceil(seq / 2)}`,
  vehicleId: 'car',
  seq,
  version: seq % 2 === 1 ? 1 : 2,
  kind: seq % 2 === 1 ? 'ORIGINAL' : 'CORRECTION',
  content: { endMileage: 1000 + seq * 10, purpose: 'Kunde', date: '2026-10-25' },
  reason: seq % 2 === 1 ? '' : 'Tippfehler',
  authorId: 'u1',
  authorName: 'Eva Prüfer',
  createdAt: `2026-10-25T0${seq}:00:00.000Z`,
  ...over,
});

function chain(n: number): StoredVersion[] {
  const out: StoredVersion[] = [];
  let prev = LOGBOOK_GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const v = base(seq);
    const hash = chainHash(prev, v, sha256Hex);
    out.push({ ...v, prevHash: prev, hash });
    prev = hash;
  }
  return out;
}

describe('verifyLogbookChain', () => {
  it('accepts an empty chain and a well-formed one', () => {
    expect(verifyLogbookChain([], sha256Hex)).toEqual({
      ok: true,
      checked: 0,
      lastHash: LOGBOOK_GENESIS_HASH,
    });
    const good = chain(4);
    expect(verifyLogbookChain(good, sha256Hex)).toEqual({ ok: true, checked: 4, lastHash: good[3]?.hash });
  });

  type Tamper = (c: StoredVersion[]) => StoredVersion[];
  const at =
    (i: number, over: Partial<StoredVersion>): Tamper =>
    (c) =>
      c.map((v, j) => (j === i ? { ...v, ...over } : v));
  it.each<[string, Tamper, { versionId: string; reason: string }]>([
    [
      'a changed mileage',
      at(2, { content: { endMileage: 999, purpose: 'Kunde', date: '2026-10-25' } }),
      { versionId: 'v3', reason: 'HASH_MISMATCH' },
    ],
    ['a changed reason', at(1, { reason: 'anders' }), { versionId: 'v2', reason: 'HASH_MISMATCH' }],
    ['a changed author', at(0, { authorName: 'Mallory' }), { versionId: 'v1', reason: 'HASH_MISMATCH' }],
    [
      'a changed time',
      at(3, { createdAt: '2026-10-25T05:00:00.001Z' }),
      { versionId: 'v4', reason: 'HASH_MISMATCH' },
    ],
    [
      'an added content field',
      at(2, { content: { endMileage: 1030, purpose: 'Kunde', date: '2026-10-25', x: 1 } }),
      { versionId: 'v3', reason: 'HASH_MISMATCH' },
    ],
    ['a deleted version', (c) => c.filter((_, j) => j !== 1), { versionId: 'v3', reason: 'SEQUENCE_GAP' }],
    [
      'two versions swapped',
      (c) => [c[0], c[2], c[1], c[3]] as StoredVersion[],
      { versionId: 'v3', reason: 'SEQUENCE_GAP' },
    ],
    [
      'a changed row whose hash was recomputed',
      (c) => {
        const v = { ...base(2), reason: 'erfunden' };
        const forged = { ...v, prevHash: c[0]?.hash ?? '', hash: chainHash(c[0]?.hash ?? '', v, sha256Hex) };
        return c.map((x, j) => (j === 1 ? forged : x));
      },
      { versionId: 'v3', reason: 'PREVIOUS_HASH_MISMATCH' },
    ],
  ])('names the first version after %s', (_name, tamper, expected) => {
    const verdict = verifyLogbookChain(tamper(chain(4)), sha256Hex);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.mismatch).toMatchObject(expected);
  });

  it('sees key order of a stored content as irrelevant (jsonb reorders keys)', () => {
    const c = chain(2);
    const reordered = c.map((v) => ({
      ...v,
      content: Object.fromEntries(Object.entries(v.content).reverse()),
    }));
    expect(verifyLogbookChain(reordered, sha256Hex).ok).toBe(true);
  });
});

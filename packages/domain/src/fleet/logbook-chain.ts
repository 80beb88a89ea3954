/**
 * The logbook's hash chain (issue 12 point 3; ADR 0010). Each version of a logbook entry stores
 * sha256(previous hash + "\n" + canonical serialisation of its content); the chain runs per
 * vehicle in the order of `seq` (1, 2, 3, … without gaps). Changing any stored value, deleting a
 * version or reordering two breaks the chain from that version on, and verifyLogbookChain names
 * the first one. The hash function is a parameter so this file stays free of node:crypto and runs
 * in the browser as well (the server passes node's sha256).
 */

/** The previous hash of a vehicle's first version. */
export const LOGBOOK_GENESIS_HASH = '0'.repeat(64);

export type Sha256Hex = (text: string) => string;

export type CanonicalValue =
  | string
  | number
  | boolean
  | null
  | readonly CanonicalValue[]
  | { readonly [key: string]: CanonicalValue };

/**
 * JSON with object keys sorted by code unit and no white space, so the same content always gives
 * the same text whatever order a database (jsonb) or a client returns the keys in. Arrays keep
 * their order. Only finite numbers; `undefined` is refused rather than silently dropped, since a
 * field that disappears must change the hash.
 */
export function canonicalJson(value: CanonicalValue): string {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('canonicalJson: numbers must be finite');
    return JSON.stringify(value);
  }
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  if (typeof value !== 'object') throw new TypeError(`canonicalJson: unsupported ${typeof value}`);
  const obj = value as { readonly [key: string]: CanonicalValue };
  const keys = Object.keys(obj).sort();
  return `{${keys
    .map((k) => {
      const v = obj[k];
      if (v === undefined) throw new TypeError(`canonicalJson: ${k} is undefined`);
      return `${JSON.stringify(k)}:${canonicalJson(v)}`;
    })
    .join(',')}}`;
}

/** What a version's hash covers: everything stored about it except the two hashes themselves. */
export type ChainedVersion = {
  readonly id: string;
  readonly entryId: string;
  readonly vehicleId: string;
  readonly seq: number;
  readonly version: number;
  readonly kind: string;
  readonly content: { readonly [key: string]: CanonicalValue };
  readonly reason: string;
  readonly authorId: string | null;
  readonly authorName: string;
  /** ISO 8601 instant in UTC with milliseconds (Date#toISOString). */
  readonly createdAt: string;
};

export type StoredVersion = ChainedVersion & { readonly prevHash: string; readonly hash: string };

export function canonicalVersion(v: ChainedVersion): string {
  return canonicalJson({
    id: v.id,
    entryId: v.entryId,
    vehicleId: v.vehicleId,
    seq: v.seq,
    version: v.version,
    kind: v.kind,
    content: v.content,
    reason: v.reason,
    authorId: v.authorId,
    authorName: v.authorName,
    createdAt: v.createdAt,
  });
}

export function chainHash(prevHash: string, v: ChainedVersion, sha256: Sha256Hex): string {
  return sha256(`${prevHash}\n${canonicalVersion(v)}`);
}

export type ChainMismatchReason = 'SEQUENCE_GAP' | 'PREVIOUS_HASH_MISMATCH' | 'HASH_MISMATCH';

export type ChainVerdict =
  | { readonly ok: true; readonly checked: number; readonly lastHash: string }
  | {
      readonly ok: false;
      readonly checked: number;
      readonly mismatch: {
        readonly versionId: string;
        readonly entryId: string;
        readonly seq: number;
        readonly version: number;
        readonly reason: ChainMismatchReason;
      };
    };

/**
 * Recomputes a vehicle's chain, `versions` in stored `seq` order. The first version that does not
 * match is named: a missing or repeated position (SEQUENCE_GAP, e.g. a deleted row), a previous
 * hash that is not the stored hash of the version before (PREVIOUS_HASH_MISMATCH), or a stored
 * hash that is not the hash of its own content (HASH_MISMATCH, e.g. a changed value). The walk
 * goes on from the stored hash, so one changed row names that row and not every later one.
 */
export function verifyLogbookChain(versions: readonly StoredVersion[], sha256: Sha256Hex): ChainVerdict {
  let expectedPrev = LOGBOOK_GENESIS_HASH;
  for (const [i, v] of versions.entries()) {
    const name = { versionId: v.id, entryId: v.entryId, seq: v.seq, version: v.version };
    if (v.seq !== i + 1) return { ok: false, checked: i, mismatch: { ...name, reason: 'SEQUENCE_GAP' } };
    if (v.prevHash !== expectedPrev)
      return { ok: false, checked: i, mismatch: { ...name, reason: 'PREVIOUS_HASH_MISMATCH' } };
    if (chainHash(v.prevHash, v, sha256) !== v.hash)
      return { ok: false, checked: i, mismatch: { ...name, reason: 'HASH_MISMATCH' } };
    expectedPrev = v.hash;
  }
  return { ok: true, checked: versions.length, lastHash: expectedPrev };
}

import { STORAGE_BUCKETS, type StorageAdapter, type StoredFileInfo } from './storage-adapter';

export type MoveOptions = {
  /** Remove each file from the source once the target holds the same bytes. */
  deleteSource?: boolean;
  /** Only report what would be copied. */
  dryRun?: boolean;
  onProgress?: (line: string) => void;
};

export type MoveResult = { copied: number; unchanged: number; removed: number; bytes: number };

const PAGE = 500;

/**
 * Copies every file of every bucket and tenant from one backend to another. Idempotent: a file
 * the target already holds with the same bytes and content type is left alone, so an interrupted
 * run is simply started again. With deleteSource, a source file goes only after the target has it.
 */
export async function moveFiles(
  from: StorageAdapter,
  to: StorageAdapter,
  options: MoveOptions = {},
): Promise<MoveResult> {
  const say = options.onProgress ?? (() => undefined);
  const result: MoveResult = { copied: 0, unchanged: 0, removed: 0, bytes: 0 };
  for (const bucket of STORAGE_BUCKETS) {
    for (const tenantKey of await from.tenantKeys(bucket)) {
      const files = await listAll(from, bucket, tenantKey);
      say(`${bucket}/${tenantKey}: ${files.length} file(s)`);
      for (const info of files) {
        const where = `${bucket}/${tenantKey}/${info.name}`;
        const file = await from.get(bucket, tenantKey, info.name);
        if (!file) continue; // removed since the listing
        const present = await to.get(bucket, tenantKey, info.name);
        const same =
          present !== undefined &&
          present.contentType === file.contentType &&
          Buffer.compare(Buffer.from(present.bytes), Buffer.from(file.bytes)) === 0;
        if (same) {
          result.unchanged += 1;
        } else if (options.dryRun) {
          result.copied += 1;
          result.bytes += file.bytes.length;
          say(`  would copy ${where} (${file.bytes.length} bytes)`);
        } else {
          await to.put(bucket, tenantKey, info.name, file.bytes, file.contentType);
          result.copied += 1;
          result.bytes += file.bytes.length;
          say(`  copied ${where} (${file.bytes.length} bytes)`);
        }
        if (options.deleteSource && !options.dryRun) {
          // Only once the target verifiably holds the file.
          const check = await to.get(bucket, tenantKey, info.name);
          if (check && Buffer.compare(Buffer.from(check.bytes), Buffer.from(file.bytes)) === 0) {
            await from.remove(bucket, tenantKey, info.name);
            result.removed += 1;
          }
        }
      }
    }
  }
  return result;
}

async function listAll(storage: StorageAdapter, bucket: (typeof STORAGE_BUCKETS)[number], tenantKey: string) {
  const all: StoredFileInfo[] = [];
  for (;;) {
    const page = await storage.list(bucket, tenantKey, { limit: PAGE, offset: all.length });
    all.push(...page);
    if (page.length < PAGE) return all;
  }
}

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_BUCKETS } from './storage-adapter';

/**
 * Files in the local directory while another backend is in use were most likely uploaded before
 * the switch (e.g. DATABASE_URL set later, so the default became PostgreSQL): say how to move them.
 */
export async function warnOfLeftBehindFiles(
  localDir: string,
  warn: (message: string) => void,
): Promise<void> {
  for (const bucket of STORAGE_BUCKETS) {
    const tenants = await readdir(path.join(localDir, bucket)).catch(() => []);
    if (tenants.length > 0) {
      warn(
        `Files were found in ${localDir}, but another storage backend is in use; move them with ` +
          '"npm run storage:move -- --from local --to <backend>" or set STORAGE_DIR to keep using the directory.',
      );
      return;
    }
  }
}

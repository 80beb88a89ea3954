import fs from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from '../startup-error';
import { isProcessAlive, readCommandLine } from './process-info';

const LOCK_FILE = 'buchbar.lock';

/**
 * One Buchbar process per data directory. The lock file holds the owner's pid; a lock
 * whose pid is gone (e.g. after kill -9) is stale and taken over.
 */
export async function acquireInstanceLock(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await fs.open(file, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return async () => {
        const owner = await readOwner(file);
        if (owner === process.pid) await fs.rm(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = await readOwner(file);
      if (owner !== undefined && owner !== process.pid && (await isBuchbarProcess(owner))) {
        throw new StartupError(
          `The data directory ${dataDir} is in use by another Buchbar process (pid ${owner}); stop it first or start with another DATA_DIR.`,
        );
      }
      await fs.rm(file, { force: true });
    }
  }
  throw new StartupError(`Could not lock the data directory ${dataDir}; another process keeps taking it.`);
}

async function readOwner(file: string): Promise<number | undefined> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function isBuchbarProcess(pid: number): Promise<boolean> {
  if (!isProcessAlive(pid)) return false;
  const cmd = await readCommandLine(pid);
  // Without /proc we cannot tell; assume the live owner is ours rather than risk two instances.
  return cmd === undefined || /node/.test(cmd);
}

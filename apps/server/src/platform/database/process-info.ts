import fs from 'node:fs/promises';

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user (e.g. the postgres OS user).
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's command line from /proc (Linux); undefined where /proc is unavailable. */
export async function readCommandLine(pid: number): Promise<string | undefined> {
  try {
    const raw = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8');
    return raw.split('\0').join(' ').trim();
  } catch {
    return undefined;
  }
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isProcessAlive(pid);
}

import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { warnOfLeftBehindFiles } from './left-behind-files';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'buchbar-left-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('warnOfLeftBehindFiles', () => {
  it('is silent without a directory or with empty buckets', async () => {
    const said: string[] = [];
    await warnOfLeftBehindFiles(path.join(dir, 'missing'), (m) => said.push(m));
    await mkdir(path.join(dir, 'logos'));
    await warnOfLeftBehindFiles(dir, (m) => said.push(m));
    expect(said).toEqual([]);
  });

  it('names the directory and the move command once when a bucket has tenant folders', async () => {
    await mkdir(path.join(dir, 'logos', 'acme'), { recursive: true });
    await mkdir(path.join(dir, 'vehicles', 'acme'), { recursive: true });
    const said: string[] = [];
    await warnOfLeftBehindFiles(dir, (m) => said.push(m));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(dir);
    expect(said[0]).toContain('npm run storage:move -- --from local');
  });
});

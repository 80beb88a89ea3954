import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type TestS3Server = {
  /** STORAGE_URL for the bucket, e.g. s3://buchbar-test/run?endpoint=http://127.0.0.1:PORT&region=eu-central-1 */
  storageUrl: (prefix?: string) => string;
  endpoint: string;
  bucket: string;
  stop: () => Promise<void>;
};

const runner = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3rver-process.cjs');

/**
 * A real S3-compatible HTTP server in a child process (s3rver: S3's REST API, objects on a
 * temporary directory), so the S3 backend is tested through the real AWS SDK, signatures and all.
 * s3rver checks signatures against the key pair S3RVER/S3RVER: this sets the standard AWS variables
 * the SDK reads (and nothing else reads them in tests).
 */
export async function startTestS3Server(bucket = 'buchbar-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'buchbar-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', runner, directory, bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    setTimeout(() => reject(new Error('s3rver did not start within 20 s')), 20_000).unref();
  });
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storageUrl: (prefix = '') =>
      `s3://${bucket}${prefix ? `/${prefix}` : ''}?endpoint=${encodeURIComponent(endpoint)}&region=eu-central-1`,
    stop: async () => {
      await stopChild(child);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

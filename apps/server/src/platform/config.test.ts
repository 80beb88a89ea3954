import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.storageDir.endsWith('/data/files')).toBe(true);
    expect(c.ssoAllowPrivateIssuers).toBe(false);
  });

  it.each([
    [
      'embedded database: local disk beside it',
      {},
      { kind: 'local', dir: expect.stringMatching(/\/data\/files$/) },
    ],
    ['external database: PostgreSQL', { DATABASE_URL: 'postgres://db/buchbar' }, { kind: 'postgres' }],
    [
      'external database with a shared directory: the directory',
      { DATABASE_URL: 'postgres://db/buchbar', STORAGE_DIR: '/srv/files' },
      { kind: 'local', dir: '/srv/files' },
    ],
    [
      'STORAGE_URL wins over STORAGE_DIR',
      {
        DATABASE_URL: 'postgres://db/b',
        STORAGE_DIR: '/srv/files',
        STORAGE_URL: 's3://buchbar-files/p?region=eu-west-1',
      },
      {
        kind: 's3',
        defaultRegion: 'us-east-1',
        location: {
          bucket: 'buchbar-files',
          prefix: 'p',
          region: 'eu-west-1',
          endpoint: undefined,
          forcePathStyle: false,
        },
      },
    ],
    [
      'S3 without a region in the URL takes AWS_REGION',
      { STORAGE_URL: 's3://buchbar-files', AWS_REGION: 'eu-central-1' },
      {
        kind: 's3',
        defaultRegion: 'eu-central-1',
        location: expect.objectContaining({ bucket: 'buchbar-files' }),
      },
    ],
    ['STORAGE_URL=postgres with the embedded database', { STORAGE_URL: 'postgres' }, { kind: 'postgres' }],
    ['STORAGE_URL=file:///dir', { STORAGE_URL: 'file:///srv/shared' }, { kind: 'local', dir: '/srv/shared' }],
  ])('chooses the storage backend: %s', (_label, env, expected) => {
    expect(loadConfig(env).storage).toEqual(expected);
  });

  it('takes INSTANCE_ID as given and refuses odd characters', () => {
    expect(loadConfig({ INSTANCE_ID: 'app-2.eu:1' }).instanceId).toBe('app-2.eu:1');
    expect(loadConfig({}).instanceId).toBeUndefined();
    expect(() => loadConfig({ INSTANCE_ID: 'a b' })).toThrow(/INSTANCE_ID:/);
  });

  it.each([
    [{ STORAGE_URL: 'ftp://files' }, 'STORAGE_URL'],
    [{ STORAGE_URL: 's3://KEY:SECRET@bucket' }, 'STORAGE_URL'],
    [{ STORAGE_URL: 'file://relative/dir' }, 'STORAGE_URL'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '127.0.0.1, proxy.example' }, 'TRUST_PROXY'],
  ])('names the bad variable %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it.each([
    ['false', false],
    ['0', false],
    ['true', true],
  ])('reads SEED_DEMO=%s', (v, expected) => {
    expect(loadConfig({ SEED_DEMO: v }).seedDemo).toBe(expected);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, ::1 ,fd00::/8', ['10.0.0.0/8', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ['192.168.0.0/255.255.0.0', ['192.168.0.0/255.255.0.0']],
  ])('reads TRUST_PROXY=%s (default: no proxy is trusted)', (v, expected) => {
    expect(loadConfig(v === undefined ? {} : { TRUST_PROXY: v }).trustProxy).toEqual(expected);
  });
});

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

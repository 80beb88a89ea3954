import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clusterSite } from './cluster.mjs';

const site = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../deploy/nginx/buchbar.conf'),
  'utf8',
);

describe('the cluster runs the production nginx site file', () => {
  it('replaces the upstream servers and the listen line, nothing else', () => {
    const text = clusterSite(site, [4001, 4002], 4000);
    const servers = text.match(/^\s*server 127\.0\.0\.1:\d+.*$/gm)?.map((l) => l.trim());
    expect(servers).toEqual([
      'server 127.0.0.1:4001 max_fails=1 fail_timeout=5s;',
      'server 127.0.0.1:4002 max_fails=1 fail_timeout=5s;',
    ]);
    expect(text).toContain('listen 127.0.0.1:4000;');
    expect(text).not.toMatch(/listen 80;/);
    const rest = (t: string) =>
      t
        .split('\n')
        .filter((l) => !/server 127\.0\.0\.1:|listen /.test(l))
        .join('\n');
    expect(rest(text)).toBe(rest(site));
  });

  it('keeps the settings the cluster suite relies on', () => {
    expect(site).toMatch(/proxy_next_upstream error timeout http_502 http_503;/);
    expect(site).not.toMatch(/non_idempotent/);
    expect(site).not.toMatch(/^\s*keepalive\s+\d+;/m);
    expect(site).toMatch(/location ~ \^\/api\/v1\/\(events\|kiosk\/events\)\$ \{[^}]*proxy_buffering off;/);
  });

  it('refuses a site file without its markers', () => {
    expect(() => clusterSite(site.replace('# cluster:servers', ''), [1], 2)).toThrow(/markers/);
    expect(() => clusterSite(site.replace('listen 80;', 'listen 8080;'), [1], 2)).toThrow(/listen 80/);
  });
});

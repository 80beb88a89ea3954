import { describe, expect, it } from 'vitest';
import {
  buildClearRedirectCookie,
  buildRedirectCookie,
  isRememberablePath,
  parseRedirectCookie,
} from './redirect-path';

describe('isRememberablePath', () => {
  it.each([
    { path: '/', ok: true },
    { path: '/admin/postfach?page=2', ok: true },
    { path: '/lesesaal/karte#seat-3', ok: true },
    { path: '/login', ok: false },
    { path: '/login?x=1', ok: false },
    { path: '/logout', ok: false },
    { path: '/auth/confirm', ok: false },
    { path: '/ladebildschirm', ok: false },
    { path: '//evil.example/x', ok: false },
    { path: '/\\evil.example', ok: false },
    { path: 'https://evil.example', ok: false },
    { path: '', ok: false },
    { path: undefined, ok: false },
  ])('$path -> $ok', ({ path, ok }) => {
    expect(isRememberablePath(path)).toBe(ok);
  });
});

describe('redirect cookie', () => {
  it('round-trips a path with query and hash', () => {
    const cookie = buildRedirectCookie('/admin/postfach?page=2&x=a b');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).toContain('SameSite=Lax');
    const pair = cookie.split(';')[0] ?? '';
    expect(parseRedirectCookie(`other=1; ${pair}; more=2`)).toBe('/admin/postfach?page=2&x=a b');
  });

  it('ignores missing, cleared and unsafe values', () => {
    expect(parseRedirectCookie('a=1')).toBeUndefined();
    expect(parseRedirectCookie(buildClearRedirectCookie().split(';')[0] ?? '')).toBeUndefined();
    expect(parseRedirectCookie('buchbar_redirect=%2F%2Fevil.example')).toBeUndefined();
    expect(parseRedirectCookie('buchbar_redirect=%E0%A4%A')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { checkSsoUrl } from './sso-issuer-guard';

const resolvingTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe('checkSsoUrl resolves host names and checks every address', () => {
  it.each([
    ['a public address', ['93.184.216.34'], { ok: true, url: 'https://idp.example.com' }],
    [
      'public IPv4 and IPv6',
      ['93.184.216.34', '2606:2800:220:1::1'],
      { ok: true, url: 'https://idp.example.com' },
    ],
    [
      'one loopback address among public ones',
      ['93.184.216.34', '127.0.0.1'],
      { ok: false, reason: 'not_public' },
    ],
    ['a private address', ['10.0.0.7'], { ok: false, reason: 'not_public' }],
    ['IPv6 loopback', ['::1'], { ok: false, reason: 'not_public' }],
    ['an IPv4-mapped private address', ['::ffff:192.168.1.1'], { ok: false, reason: 'not_public' }],
    ['link-local IPv6', ['fe80::1'], { ok: false, reason: 'not_public' }],
    ['no address', [], { ok: false, reason: 'unresolvable' }],
  ] as const)('%s', async (_name, addresses, expected) => {
    expect(
      await checkSsoUrl('https://idp.example.com/', {
        allowPrivate: false,
        resolve: resolvingTo(...addresses),
      }),
    ).toEqual(expected);
  });

  it('refuses names that do not resolve', async () => {
    const failing = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await checkSsoUrl('https://nowhere.example', { allowPrivate: false, resolve: failing })).toEqual({
      ok: false,
      reason: 'unresolvable',
    });
  });

  it('does not resolve at all when the URL itself is refused or the allowance is on', async () => {
    let calls = 0;
    const counting = async () => {
      calls++;
      return ['127.0.0.1'];
    };
    expect(await checkSsoUrl('http://idp.example.com', { allowPrivate: false, resolve: counting })).toEqual({
      ok: false,
      reason: 'not_https',
    });
    expect(await checkSsoUrl('http://idp.example.com', { allowPrivate: true, resolve: counting })).toEqual({
      ok: true,
      url: 'http://idp.example.com',
    });
    expect(calls).toBe(0);
  });

  it('accepts a query on endpoints (not on issuers) and returns the endpoint unchanged', async () => {
    const jwks = 'https://idp.example.com/keys?p=b2c_1_signin';
    expect(
      await checkSsoUrl(jwks, { allowPrivate: false, endpoint: true, resolve: resolvingTo('93.184.216.34') }),
    ).toEqual({ ok: true, url: jwks });
    expect(await checkSsoUrl(jwks, { allowPrivate: false, resolve: resolvingTo('93.184.216.34') })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

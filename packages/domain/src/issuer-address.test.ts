import { describe, expect, it } from 'vitest';
import { checkIssuerUrl, classifyAddress, isPublicAddress, parseIpv6 } from './issuer-address';

describe('classifyAddress', () => {
  it.each([
    // IPv4
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.15.255.255', 'public'],
    ['172.32.0.0', 'public'],
    ['192.168.0.1', 'private'],
    ['192.169.0.1', 'public'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared'],
    ['100.128.0.1', 'public'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['93.184.216.34', 'public'],
    // IPv6
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::808:808', 'public'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:0808:0808::1', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
    // not addresses
    ['', 'invalid'],
    ['localhost', 'invalid'],
    ['256.1.1.1', 'invalid'],
    ['01.2.3.4', 'invalid'],
    ['1.2.3', 'invalid'],
    ['1::2::3', 'invalid'],
    ['12345::', 'invalid'],
    ['1:2:3:4:5:6:7:8:9', 'invalid'],
  ] as const)('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('parses compressed and full IPv6 forms alike', () => {
    expect(parseIpv6('2001:db8::1')).toBe(parseIpv6('2001:0db8:0000:0000:0000:0000:0000:0001'));
    expect(parseIpv6('::ffff:127.0.0.1')).toBe(parseIpv6('::ffff:7f00:1'));
    expect(isPublicAddress('8.8.4.4')).toBe(true);
    expect(isPublicAddress('::1')).toBe(false);
  });
});

describe('checkIssuerUrl', () => {
  it.each([
    [
      'https://login.example.com',
      { allowed: true, issuer: 'https://login.example.com', hostToResolve: 'login.example.com' },
    ],
    [
      'https://login.example.com/',
      { allowed: true, issuer: 'https://login.example.com', hostToResolve: 'login.example.com' },
    ],
    [
      'https://Login.Example.com/realms/demo/',
      { allowed: true, issuer: 'https://login.example.com/realms/demo', hostToResolve: 'login.example.com' },
    ],
    ['https://8.8.8.8', { allowed: true, issuer: 'https://8.8.8.8', hostToResolve: undefined }],
    ['http://login.example.com', { allowed: false, reason: 'not_https' }],
    ['ftp://login.example.com', { allowed: false, reason: 'invalid' }],
    ['not a url', { allowed: false, reason: 'invalid' }],
    ['https://user:pw@login.example.com', { allowed: false, reason: 'invalid' }],
    ['https://login.example.com/?a=1', { allowed: false, reason: 'invalid' }],
    ['https://login.example.com/#x', { allowed: false, reason: 'invalid' }],
    ['https://127.0.0.1', { allowed: false, reason: 'not_public' }],
    ['https://127.1', { allowed: false, reason: 'not_public' }],
    ['https://2130706433', { allowed: false, reason: 'not_public' }],
    ['https://0x7f000001', { allowed: false, reason: 'not_public' }],
    ['https://0.0.0.0', { allowed: false, reason: 'not_public' }],
    ['https://10.0.0.5:8443', { allowed: false, reason: 'not_public' }],
    ['https://172.20.1.1', { allowed: false, reason: 'not_public' }],
    ['https://192.168.1.1', { allowed: false, reason: 'not_public' }],
    ['https://169.254.169.254', { allowed: false, reason: 'not_public' }],
    ['https://[::1]', { allowed: false, reason: 'not_public' }],
    ['https://[::ffff:127.0.0.1]', { allowed: false, reason: 'not_public' }],
    ['https://[fd00::1]', { allowed: false, reason: 'not_public' }],
    ['https://[fe80::1]', { allowed: false, reason: 'not_public' }],
    [
      'https://[2606:4700:4700::1111]',
      { allowed: true, issuer: 'https://[2606:4700:4700::1111]', hostToResolve: undefined },
    ],
    ['https://localhost', { allowed: false, reason: 'not_public' }],
    ['https://idp.localhost', { allowed: false, reason: 'not_public' }],
    ['https://intranet', { allowed: false, reason: 'not_public' }],
  ] as const)('%s', (raw, expected) => {
    expect(checkIssuerUrl(raw)).toEqual(expected);
  });

  it('allows http and private addresses only with the development allowance', () => {
    expect(checkIssuerUrl('http://127.0.0.1:4000', true)).toEqual({
      allowed: true,
      issuer: 'http://127.0.0.1:4000',
      hostToResolve: undefined,
    });
    expect(checkIssuerUrl('https://localhost', true)).toMatchObject({ allowed: true });
    expect(checkIssuerUrl('ftp://127.0.0.1', true)).toEqual({ allowed: false, reason: 'invalid' });
    expect(checkIssuerUrl('http://127.0.0.1:4000')).toEqual({ allowed: false, reason: 'not_https' });
  });
});

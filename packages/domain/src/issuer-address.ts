/**
 * Which addresses the server may contact for a tenant's single sign-on (issue 8, point 3: "the
 * issuer URL is checked (https, no loopback/private address) before the server ever fetches
 * it"). Pure: the server resolves host names and passes every address here.
 */
/** The WHATWG URL parser, global in Node and browsers (this package compiles without their types). */
declare const URL: new (
  input: string,
) => {
  protocol: string;
  username: string;
  password: string;
  search: string;
  hash: string;
  hostname: string;
  href: string;
};

export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'multicast'
  | 'reserved'
  | 'invalid';

type Range = readonly [prefix: bigint, bits: number, cls: Exclude<AddressClass, 'public' | 'invalid'>];

const v4 = (a: number, b: number, c: number, d: number) =>
  BigInt(((a << 24) | (b << 16) | (c << 8) | d) >>> 0);

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const V4_RANGES: readonly Range[] = [
  [v4(0, 0, 0, 0), 8, 'unspecified'],
  [v4(10, 0, 0, 0), 8, 'private'],
  [v4(100, 64, 0, 0), 10, 'shared'],
  [v4(127, 0, 0, 0), 8, 'loopback'],
  [v4(169, 254, 0, 0), 16, 'link-local'],
  [v4(172, 16, 0, 0), 12, 'private'],
  [v4(192, 0, 0, 0), 24, 'reserved'],
  [v4(192, 0, 2, 0), 24, 'reserved'],
  [v4(192, 88, 99, 0), 24, 'reserved'],
  [v4(192, 168, 0, 0), 16, 'private'],
  [v4(198, 18, 0, 0), 15, 'reserved'],
  [v4(198, 51, 100, 0), 24, 'reserved'],
  [v4(203, 0, 113, 0), 24, 'reserved'],
  [v4(224, 0, 0, 0), 4, 'multicast'],
  [v4(240, 0, 0, 0), 4, 'reserved'],
];

const h = (hex: string) => BigInt(`0x${hex}`);

/** IPv6 ranges that are not the public internet; embedded IPv4 forms are checked separately. */
const V6_RANGES: readonly Range[] = [
  [0n, 128, 'unspecified'],
  [1n, 128, 'loopback'],
  [h('01000000000000000000000000000000'), 64, 'reserved'], // discard-only 100::/64
  [h('20010db8000000000000000000000000'), 32, 'reserved'], // documentation
  [h('20010000000000000000000000000000'), 23, 'reserved'], // IETF protocol assignments (Teredo, ORCHID …)
  [h('fc000000000000000000000000000000'), 7, 'private'], // unique local
  [h('fe800000000000000000000000000000'), 10, 'link-local'],
  [h('fec00000000000000000000000000000'), 10, 'private'], // site-local (deprecated)
  [h('ff000000000000000000000000000000'), 8, 'multicast'],
];

/** Prefixes whose low 32 bits are an IPv4 address that decides (mapped, compatible, NAT64). */
const V6_EMBEDDING_V4: readonly (readonly [bigint, number])[] = [
  [h('00000000000000000000ffff00000000'), 96], // ::ffff:a.b.c.d
  [0n, 96], // ::a.b.c.d (deprecated IPv4-compatible)
  [h('0064ff9b000000000000000000000000'), 96], // 64:ff9b::/96 NAT64
  [h('0064ff9b000100000000000000000000'), 48], // 64:ff9b:1::/48 local NAT64
];

const inRange = (value: bigint, width: number, prefix: bigint, bits: number) =>
  value >> BigInt(width - bits) === prefix >> BigInt(width - bits);

export function parseIpv4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return undefined;
    const n = Number(part);
    if (n > 255) return undefined;
    value = (value << 8n) | BigInt(n);
  }
  return value;
}

export function parseIpv6(input: string): bigint | undefined {
  let text = input.replace(/^\[|\]$/g, '');
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return undefined;
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (part: string): number[] | undefined => {
    if (part === '') return [];
    const out: number[] = [];
    const pieces = part.split(':');
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i] ?? '';
      if (piece.includes('.')) {
        if (i !== pieces.length - 1) return undefined;
        const four = parseIpv4(piece);
        if (four === undefined) return undefined;
        out.push(Number(four >> 16n), Number(four & 0xffffn));
      } else {
        if (!/^[0-9a-fA-F]{1,4}$/.test(piece)) return undefined;
        out.push(Number.parseInt(piece, 16));
      }
    }
    return out;
  };
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n);
}

function classifyV4(value: bigint): AddressClass {
  if (value === 0xffffffffn) return 'reserved';
  for (const [prefix, bits, cls] of V4_RANGES) if (inRange(value, 32, prefix, bits)) return cls;
  return 'public';
}

function classifyV6(value: bigint): AddressClass {
  if (value === 0n) return 'unspecified';
  if (value === 1n) return 'loopback';
  for (const [prefix, bits] of V6_EMBEDDING_V4)
    if (inRange(value, 128, prefix, bits)) return classifyV4(value & 0xffffffffn);
  // 6to4 (2002::/16) carries an IPv4 address in bits 16..48.
  if (inRange(value, 128, h('20020000000000000000000000000000'), 16))
    return classifyV4((value >> 80n) & 0xffffffffn);
  for (const [prefix, bits, cls] of V6_RANGES) if (inRange(value, 128, prefix, bits)) return cls;
  return 'public';
}

/** The class of an IPv4 or IPv6 address in text form (IPv6 may come in brackets or with a zone). */
export function classifyAddress(address: string): AddressClass {
  const four = parseIpv4(address);
  if (four !== undefined) return classifyV4(four);
  const six = address.includes(':') ? parseIpv6(address) : undefined;
  if (six !== undefined) return classifyV6(six);
  return 'invalid';
}

export const isPublicAddress = (address: string): boolean => classifyAddress(address) === 'public';

export type IssuerRefusal = 'invalid' | 'not_https' | 'not_public';

export type IssuerVerdict =
  | {
      readonly allowed: true;
      /** The issuer without a trailing slash. */
      readonly issuer: string;
      /** The host to resolve, or undefined when the host is an address literal (already checked). */
      readonly hostToResolve: string | undefined;
    }
  | { readonly allowed: false; readonly reason: IssuerRefusal };

/**
 * Checks an issuer (or any URL the server will fetch for single sign-on) before anything is
 * fetched: an absolute https URL without credentials, query or fragment, whose host is not a
 * loopback, private, link-local or otherwise non-public address nor `localhost`. A host name
 * passes here, but the caller must resolve it and check every address with isPublicAddress.
 * `allowPrivate` (development and tests only) also allows http and any address.
 */
export function checkIssuerUrl(raw: string, allowPrivate = false): IssuerVerdict {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(raw);
  } catch {
    return { allowed: false, reason: 'invalid' };
  }
  if (url.username || url.password || url.search || url.hash || !url.hostname)
    return { allowed: false, reason: 'invalid' };
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return { allowed: false, reason: url.protocol === 'http:' ? 'not_https' : 'invalid' };
  const issuer = url.href.replace(/\/$/, '');
  if (allowPrivate) return { allowed: true, issuer, hostToResolve: undefined };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || parseIpv4(host) !== undefined) {
    return isPublicAddress(host)
      ? { allowed: true, issuer, hostToResolve: undefined }
      : { allowed: false, reason: 'not_public' };
  }
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'))
    return { allowed: false, reason: 'not_public' };
  return { allowed: true, issuer, hostToResolve: host };
}

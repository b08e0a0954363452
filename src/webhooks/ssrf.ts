// SSRF guard for webhook endpoints. A registration whose host resolves to an address inside the
// deployment's own network (loopback, private, link-local, CGNAT, unique-local, multicast, reserved,
// documentation, cloud metadata) is refused, and every delivery resolves again and connects to the
// address it checked, so a DNS answer that changes after registration (rebinding) cannot redirect a
// delivery inward.
// WARDEN_WEBHOOK_ALLOW_PRIVATE=1 lifts the check for tests and local development, except for the cloud
// metadata addresses, which no webhook has a reason to reach.
import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

export interface ResolvedAddress {
  address: string;
  family: number; // 4 or 6
}

/** Resolves a host name to every address it has; injected in tests. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

export type AddressCategory =
  | 'metadata'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cgnat'
  | 'unique-local'
  | 'multicast'
  | 'unspecified'
  | 'documentation'
  | 'reserved';

// Order matters: the first list that contains the address names it (metadata before link-local / unique-local).
const RANGES: ReadonlyArray<[AddressCategory, ReadonlyArray<[string, number, 'ipv4' | 'ipv6']>]> = [
  [
    'metadata',
    [
      ['169.254.169.254', 32, 'ipv4'], // AWS, GCP, Azure, Oracle… instance metadata
      ['fd00:ec2::254', 128, 'ipv6'], // AWS instance metadata over IPv6
      ['169.254.170.2', 32, 'ipv4'], // AWS ECS task metadata and credentials
      ['169.254.170.23', 32, 'ipv4'], // AWS EKS Pod Identity credentials
      ['fd00:ec2::23', 128, 'ipv6'], // AWS EKS Pod Identity credentials over IPv6
      ['100.100.100.200', 32, 'ipv4'], // Alibaba Cloud instance metadata
      ['168.63.129.16', 32, 'ipv4'], // Azure WireServer
    ],
  ],
  ['unspecified', [['0.0.0.0', 8, 'ipv4'], ['::', 128, 'ipv6']]],
  ['loopback', [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']]],
  ['private', [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fec0::', 10, 'ipv6']]],
  ['link-local', [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']]],
  ['cgnat', [['100.64.0.0', 10, 'ipv4']]],
  ['unique-local', [['fc00::', 7, 'ipv6']]],
  ['multicast', [['224.0.0.0', 4, 'ipv4'], ['ff00::', 8, 'ipv6']]],
  // TEST-NET-1/2/3 (RFC 5737) and the IPv6 documentation prefixes (RFC 3849, RFC 9637).
  [
    'documentation',
    [['192.0.2.0', 24, 'ipv4'], ['198.51.100.0', 24, 'ipv4'], ['203.0.113.0', 24, 'ipv4'], ['2001:db8::', 32, 'ipv6'], ['3fff::', 20, 'ipv6']],
  ],
  // Local-use NAT64 (RFC 8215) is a network's own translator: never globally reachable.
  ['reserved', [['192.0.0.0', 24, 'ipv4'], ['198.18.0.0', 15, 'ipv4'], ['240.0.0.0', 4, 'ipv4'], ['100::', 64, 'ipv6'], ['64:ff9b:1::', 48, 'ipv6']]],
];

const LISTS = RANGES.map(([category, nets]) => {
  const list = new BlockList();
  for (const [net, prefix, type] of nets) list.addSubnet(net, prefix, type);
  return [category, list] as const;
});

/** The 8 hextets of an IPv6 address (no zone), or undefined. */
function hextets(ip: string): number[] | undefined {
  let text = ip;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const parts = v4[1]!.split('.').map(Number);
    text = `${text.slice(0, v4.index)}${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const h = head === '' ? [] : head.split(':');
  const t = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - h.length - t.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...h, ...Array<string>(missing).fill('0'), ...t].map((x) => parseInt(x, 16));
}

const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * The IPv4 addresses an IPv6 address may carry, and what it is when they are all public:
 *  - ::ffff:a.b.c.d (IPv4-mapped), ::a.b.c.d (IPv4-compatible, deprecated), 64:ff9b::/96 (well-known
 *    NAT64), 2002::/16 (6to4): the IPv4 decides; a public one is public.
 *  - ::ffff:0:a.b.c.d (SIIT IPv4-translated, RFC 6145): the IPv4 decides; a public one is still reserved.
 *  - 64:ff9b:1::/48 (local-use NAT64, RFC 8215): the operator picks the RFC 6052 format, so the IPv4 is
 *    read at each position a prefix of /48 or longer puts it (/48, /56, /64 when their "u" octet is 0,
 *    and /96); metadata at any of them refuses, otherwise the /96 reading names the range, and a public
 *    one is reserved (the prefix is not globally reachable).
 */
function embeddedIpv4(ip: string): { candidates: string[]; ifPublic: 'reserved' | null } | undefined {
  const x = hextets(ip);
  if (!x || x.some((n) => Number.isNaN(n))) return undefined;
  const zeros = (from: number, to: number) => x.slice(from, to).every((n) => n === 0);
  const last = v4(x[6]!, x[7]!);
  if (zeros(0, 5) && x[5] === 0xffff) return { candidates: [last], ifPublic: null }; // ::ffff:a.b.c.d
  if (zeros(0, 4) && x[4] === 0xffff && x[5] === 0) return { candidates: [last], ifPublic: 'reserved' }; // ::ffff:0:a.b.c.d
  if (zeros(0, 6) && (x[6] !== 0 || x[7]! > 1)) return { candidates: [last], ifPublic: null }; // ::a.b.c.d
  if (x[0] === 0x64 && x[1] === 0xff9b && zeros(2, 6)) return { candidates: [last], ifPublic: null }; // 64:ff9b::/96
  if (x[0] === 0x64 && x[1] === 0xff9b && x[2] === 0x0001) {
    const u = x[4]! >> 8;
    const candidates = [last];
    if (u === 0) {
      const b = (hextet: number, high: boolean) => (high ? x[hextet]! >> 8 : x[hextet]! & 255);
      candidates.push(
        [b(3, true), b(3, false), b(4, false), b(5, true)].join('.'), // /48
        [b(3, false), b(4, false), b(5, true), b(5, false)].join('.'), // /56
        [b(4, false), b(5, true), b(5, false), b(6, true)].join('.'), // /64
      );
    }
    return { candidates, ifPublic: 'reserved' };
  }
  if (x[0] === 0x2002) return { candidates: [v4(x[1]!, x[2]!)], ifPublic: null }; // 2002::/16 6to4
  return undefined;
}

/** Which internal range the address falls in, or null for a public address. */
export function classifyAddress(address: string): AddressCategory | null {
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(ip);
  if (family === 0) return 'reserved';
  if (family === 6) {
    const inner = embeddedIpv4(ip);
    if (inner !== undefined) {
      const categories = inner.candidates.map((candidate) => classifyAddress(candidate));
      if (categories.includes('metadata')) return 'metadata';
      return categories[0] ?? inner.ifPublic;
    }
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const [category, list] of LISTS) if (list.check(ip, type)) return category;
  // The rest of ::/8 (IETF-reserved; its IPv4-carrying forms were read above) is no one's unicast
  // address. Not in the lists: BlockList matches IPv4 against ::ffff:0:0/96, which ::/8 contains.
  if (family === 6 && (hextets(ip)?.[0] ?? 0) < 0x100) return 'reserved';
  return null;
}

export class UnsafeDestinationError extends Error {
  readonly category: AddressCategory | 'unresolvable';
  constructor(category: AddressCategory | 'unresolvable', message: string) {
    super(message);
    this.category = category;
  }
}

function refuse(category: AddressCategory | null, allowPrivate: boolean): AddressCategory | null {
  if (category === null) return null;
  if (allowPrivate && category !== 'metadata') return null;
  return category;
}

/**
 * Every address of hostname, after checking each one (a single internal address refuses the host: the
 * connection could go to any of them). Throws UnsafeDestinationError.
 */
export async function resolveSafely(hostname: string, options: { allowPrivate: boolean; resolve?: HostResolver }): Promise<ResolvedAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  let addresses: ResolvedAddress[];
  if (family !== 0) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new UnsafeDestinationError('unresolvable', 'the host name does not resolve');
  }
  for (const { address } of addresses) {
    const category = refuse(classifyAddress(address), options.allowPrivate);
    if (category) throw new UnsafeDestinationError(category, `the host resolves to a ${category} address`);
  }
  return addresses;
}

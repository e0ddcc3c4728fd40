/**
 * The address of host i: a keyed bijective scramble of the index, so that consecutive hosts
 * land far apart (as real scan results do) while no two indices share an address.
 *
 * IPv4: the index is walked through a keyed permutation of the 32-bit space until it lands
 * on a public unicast address (cycle walking). Cycle walking restricted to a subset is
 * itself a permutation of that subset, so distinct starting points give distinct addresses
 * as long as every starting index is itself in the subset. Ranks 0 .. 2^32 map to addresses
 * block by block (rank r lies in the (r >>> 24)-th allowed /8), and the first excluded
 * range inside an allowed /8 is 100.64.0.0/10, so every index below 98 * 2^24 (about 1.6
 * billion) is a valid start: addresses are unique for all those indices.
 *
 * IPv6 (a small share of hosts): 2001:db8::/32 (the documentation prefix), with the
 * scrambled index spread over the third and fourth groups: unique by construction.
 */
import { mix32 } from './random.js';

export interface HostAddress {
  /** Canonical text (dotted quad, or RFC 5952 IPv6). */
  readonly ip: string;
  readonly version: 4 | 6;
  /** IPv4: the address as an unsigned 32-bit integer. IPv6: the scrambled index. */
  readonly value: number;
  /** The address as it goes in a URL authority (IPv6 in brackets). */
  readonly urlHost: string;
  /** The /24 (IPv4) or /48 (IPv6) around the address, as CIDR text. */
  readonly network: string;
  /** Integer key of the /16 (IPv4) or /48 (IPv6): what network-level facts are drawn from.
   * IPv4 and IPv6 keys never coincide (IPv6 ones are offset past the IPv4 range). */
  readonly blockKey: number;
  /** Integer key of the /24 (IPv4) or /48 (IPv6): what the city is drawn from. */
  readonly subnetKey: number;
}

/** First octets that are neither "this network", private 10/8, loopback nor multicast+. */
const ALLOWED_FIRST_OCTETS: readonly number[] = Array.from({ length: 223 }, (_, i) => i + 1).filter(
  (octet) => octet !== 10 && octet !== 127,
);
const RANKS = ALLOWED_FIRST_OCTETS.length * 2 ** 24;

/** Private, shared and special-use ranges inside allowed /8s, as [network, prefix length]. */
const EXCLUDED_RANGES: readonly (readonly [number, number])[] = [
  [(100 << 24) | (64 << 16), 10], // carrier-grade NAT
  [(169 << 24) | (254 << 16), 16], // link local
  [(172 << 24) | (16 << 16), 12], // private
  [(192 << 24) | (168 << 16), 16], // private
  [(192 << 24) | (0 << 16), 24], // IETF protocol assignments
  [(192 << 24) | (0 << 16) | (2 << 8), 24], // documentation
  [(198 << 24) | (18 << 16), 15], // benchmarking
  [(198 << 24) | (51 << 16) | (100 << 8), 24], // documentation
  [(203 << 24) | (0 << 16) | (113 << 8), 24], // documentation
];

function addressOfRank(rank: number): number {
  return ((ALLOWED_FIRST_OCTETS[rank >>> 24]! << 24) | (rank & 0xffffff)) >>> 0;
}

function isPublic(address: number): boolean {
  for (const [network, bits] of EXCLUDED_RANGES) {
    if ((address ^ network) >>> (32 - bits) === 0) return false;
  }
  return true;
}

/** A bijection of the 32-bit integers, chosen by the key. */
function permute(value: number, key: number): number {
  let x = (value ^ key) >>> 0;
  x = mix32(x);
  x = (x + (key | 1)) >>> 0;
  x = mix32(x ^ 0x5bd1e995);
  return x;
}

function keyOf(seed: number, version: 4 | 6): number {
  return mix32(seed ^ (version === 4 ? 0x1b873593 : 0xcc9e2d51));
}

function dottedQuad(address: number): string {
  return `${address >>> 24}.${(address >>> 16) & 255}.${(address >>> 8) & 255}.${address & 255}`;
}

/** Host i's IPv4 address as an unsigned 32-bit integer (unique for i < 98 * 2^24). */
export function ipv4Value(seed: number, index: number): number {
  const key = keyOf(seed, 4);
  let rank = index >>> 0;
  do {
    rank = permute(rank, key);
  } while (rank >= RANKS || !isPublic(addressOfRank(rank)));
  return addressOfRank(rank);
}

export function ipv4Address(seed: number, index: number): HostAddress {
  const value = ipv4Value(seed, index);
  const ip = dottedQuad(value);
  return {
    ip,
    version: 4,
    value,
    urlHost: ip,
    network: `${dottedQuad(value & 0xffffff00)}/24`,
    blockKey: value >>> 16,
    subnetKey: value >>> 8,
  };
}

/**
 * Host i's IPv6 address: 2001:db8:A:B::C with A:B the scrambled index and C a non-zero
 * interface id. Written in RFC 5952 form: the longest run of zero groups is compressed.
 */
export function ipv6Address(seed: number, index: number): HostAddress {
  const value = permute(index >>> 0, keyOf(seed, 6));
  const a = value >>> 16;
  const b = value & 0xffff;
  const c = 1 + (mix32(value) % 0xfffe);
  const third = a.toString(16);
  const fourth = b.toString(16);
  const last = c.toString(16);
  let ip: string;
  if (b === 0) ip = a === 0 ? `2001:db8::${last}` : `2001:db8:${third}::${last}`;
  else ip = `2001:db8:${third}:${fourth}::${last}`;
  const network = a === 0 ? '2001:db8::/48' : `2001:db8:${third}::/48`;
  // Network facts are drawn per /48; offset the key so it never meets an IPv4 block key.
  const blockKey = 0x10000 + a;
  const subnetKey = 0x1000000 + a;
  return { ip, version: 6, value, urlHost: `[${ip}]`, network, blockKey, subnetKey };
}

/**
 * IP addresses. IPv4 and IPv6 share one ordered key space: an IPv4 address is keyed as its
 * IPv4-mapped IPv6 form (::ffff:a.b.c.d), and a key is the 128-bit value as 32 lower-case
 * hex digits, so keys compare as strings in numeric order (ranges, CIDR, sorting).
 */
export type IpKey = string;

export interface ParsedIp {
  readonly version: 4 | 6;
  readonly value: bigint;
}

const V4_MAPPED_PREFIX = 0xffffn << 32n;
const MAX_128 = (1n << 128n) - 1n;

export function parseIpv4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    // Leading zeros are refused: "010" is octal to some tools and decimal to others.
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return undefined;
    const octet = Number(part);
    if (octet > 255) return undefined;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

export function parseIpv6(text: string): bigint | undefined {
  if (text.length > 45 || text.includes('%')) return undefined;
  let head = text;
  let tailV4: bigint | undefined;
  const lastColon = text.lastIndexOf(':');
  if (lastColon >= 0 && text.indexOf('.', lastColon) > 0) {
    tailV4 = parseIpv4(text.slice(lastColon + 1));
    if (tailV4 === undefined) return undefined;
    head = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = head.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (s: string): string[] | undefined => (s === '' ? [] : s.split(':'));
  const left = groupsOf(halves[0]!);
  const right = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!left || !right) return undefined;
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...left, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...right];
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return undefined;
    value = (value << 16n) | BigInt(Number.parseInt(group, 16));
  }
  if (tailV4 !== undefined) value = (value & ~0xffffffffn) | tailV4;
  return value;
}

export function parseIp(text: string): ParsedIp | undefined {
  const v4 = parseIpv4(text);
  if (v4 !== undefined) return { version: 4, value: V4_MAPPED_PREFIX | v4 };
  const v6 = parseIpv6(text);
  return v6 === undefined ? undefined : { version: 6, value: v6 };
}

export function keyOfValue(value: bigint): IpKey {
  return value.toString(16).padStart(32, '0');
}

export function valueOfKey(key: IpKey): bigint {
  return BigInt(`0x${key}`);
}

/** The index key of an address, or undefined when the text is not an address. */
export function ipKey(text: string): IpKey | undefined {
  const parsed = parseIp(text);
  return parsed && keyOfValue(parsed.value);
}

export function isIpv4MappedValue(value: bigint): boolean {
  return value >> 32n === 0xffffn;
}

/** Canonical text: dotted quad for IPv4 (and IPv4-mapped keys), RFC 5952 for IPv6. */
export function formatIpValue(value: bigint): string {
  if (isIpv4MappedValue(value)) {
    const v4 = Number(value & 0xffffffffn);
    return [v4 >>> 24, (v4 >>> 16) & 255, (v4 >>> 8) & 255, v4 & 255].join('.');
  }
  const groups: number[] = [];
  for (let shift = 112n; shift >= 0n; shift -= 16n) groups.push(Number((value >> shift) & 0xffffn));
  // RFC 5952: compress the longest run (length >= 2) of zero groups, the first one on ties.
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

export function formatIpKey(key: IpKey): string {
  return formatIpValue(valueOfKey(key));
}

/** The canonical text form of an address (the hosts dataset's record id), or undefined. */
export function canonicalIp(text: string): string | undefined {
  const parsed = parseIp(text);
  return parsed && formatIpValue(parsed.value);
}

export interface IpRange {
  readonly from: IpKey;
  readonly to: IpKey;
}

/** `10.0.0.0/8` or `2001:db8::/32` as an inclusive key range; undefined when malformed. */
export function parseCidr(text: string): IpRange | undefined {
  const slash = text.indexOf('/');
  if (slash < 0) return undefined;
  const parsed = parseIp(text.slice(0, slash));
  const bitsText = text.slice(slash + 1);
  if (!parsed || !/^\d{1,3}$/.test(bitsText)) return undefined;
  const bits = Number(bitsText);
  const maxBits = parsed.version === 4 ? 32 : 128;
  if (bits > maxBits) return undefined;
  const prefixBits = BigInt(bits + (parsed.version === 4 ? 96 : 0));
  const hostMask = MAX_128 >> prefixBits;
  const from = parsed.value & ~hostMask & MAX_128;
  return { from: keyOfValue(from), to: keyOfValue(from | hostMask) };
}

export function nextIpKey(key: IpKey): IpKey | undefined {
  const value = valueOfKey(key);
  return value === MAX_128 ? undefined : keyOfValue(value + 1n);
}

export function previousIpKey(key: IpKey): IpKey | undefined {
  const value = valueOfKey(key);
  return value === 0n ? undefined : keyOfValue(value - 1n);
}

/** When a key range is exactly one CIDR block, its text (e.g. `10.0.0.0/8`); else undefined. */
export function rangeAsCidr(range: IpRange): string | undefined {
  const from = valueOfKey(range.from);
  const size = valueOfKey(range.to) - from + 1n;
  if (size <= 0n || (size & (size - 1n)) !== 0n || (from & (size - 1n)) !== 0n) return undefined;
  const hostBits = size.toString(2).length - 1;
  const v4 = isIpv4MappedValue(from) && hostBits <= 32;
  return `${formatIpValue(from)}/${(v4 ? 32 : 128) - hostBits}`;
}

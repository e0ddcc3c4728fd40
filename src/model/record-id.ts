/**
 * Record identity per dataset: what makes two observations the same record, and the numeric
 * tie-breaker that orders hosts with equal timestamps (host cursors must be numbers only).
 */
import { domainToASCII } from 'node:url';
import type { DatasetId } from './field.js';
import { isJsonObject } from './json.js';
import { formatIpValue, parseIp } from './values/ip.js';

/** A record that cannot be stored, with the path of the offending member. */
export class InvalidRecordError extends Error {
  override readonly name = 'InvalidRecordError';
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

/**
 * hosts: the canonical address text; files: provider:bucket/path; buckets: provider:name;
 * whois: the lower-case ASCII (IDNA) domain name.
 */
export function recordIdOf(dataset: DatasetId, record: unknown): string {
  if (!isJsonObject(record))
    throw new InvalidRecordError('(record)', 'a record must be a JSON object');
  switch (dataset) {
    case 'hosts': {
      const parsed = typeof record.ip === 'string' ? parseIp(record.ip) : undefined;
      if (!parsed)
        throw new InvalidRecordError(
          'ip',
          `a host needs a valid IPv4 or IPv6 address, got ${JSON.stringify(record.ip ?? null)}`,
        );
      return canonicalHostId(record.ip as string);
    }
    case 'files':
      return `${text(record, 'provider')}:${text(record, 'bucket')}/${text(record, 'path')}`;
    case 'buckets':
      return `${text(record, 'provider')}:${text(record, 'name')}`;
    case 'whois': {
      const domain = normalizeDomain(text(record, 'domain_name'));
      if (domain === undefined)
        throw new InvalidRecordError(
          'domain_name',
          `'${String(record.domain_name)}' is not a domain name`,
        );
      return domain;
    }
  }
}

/** Lower-case ASCII form of a domain name (IDNA), or undefined when it is not one. */
export function normalizeDomain(name: string): string | undefined {
  const trimmed = name.trim().replace(/\.$/, '');
  if (trimmed === '' || trimmed.length > 253) return undefined;
  const ascii = domainToASCII(trimmed.toLowerCase());
  if (ascii === '' || !/^[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})*$/.test(ascii)) return undefined;
  return ascii;
}

function canonicalHostId(ip: string): string {
  return formatIpValue(parseIp(ip)!.value);
}

function text(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  if (typeof value !== 'string' || value === '') {
    throw new InvalidRecordError(
      key,
      `a non-empty string is required, got ${JSON.stringify(value ?? null)}`,
    );
  }
  return value;
}

const TWO_POW_32 = 2 ** 32;
const V6_SPAN = 2 ** 53 - TWO_POW_32;

/**
 * The second number of a host cursor: unique among IPv4 hosts (the address itself) and, for
 * IPv6, a 53-bit hash above the IPv4 range — a pure function of the id, so every engine and
 * the reference evaluator order hosts the same way.
 */
export function hostTiebreaker(id: string): number {
  const parsed = parseIp(id);
  if (parsed && parsed.value >> 32n === 0xffffn) return Number(parsed.value & 0xffffffffn);
  return TWO_POW_32 + (hash53(id) % V6_SPAN);
}

/** Two FNV-1a passes with different offsets give 53 well-mixed bits. */
function hash53(text: string): number {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x01000193) ^ (h1 >>> 15);
  }
  return (h1 >>> 0) * 0x200000 + ((h2 >>> 0) & 0x1fffff);
}

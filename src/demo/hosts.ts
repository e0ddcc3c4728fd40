/**
 * Deterministic synthetic hosts in ODIN's host document shape, for tests, benchmarks and
 * the demo command.
 *
 * Host i is a pure function of (seed, i, epoch): it draws from its own stream, seeded by a
 * hash of (seed, i), and from streams of its network block and subnet (so neighbours share
 * an AS and a city), never from shared state or the clock. Any chunk of a dataset can thus
 * be generated alone, in any order, and the same host always comes out the same.
 *
 * What a host looks like (the distributions are documented where they are drawn):
 * addresses.ts (ip), networks.ts (location, ASN, whois), host-identity.ts (hostnames,
 * domains), services.ts (ports, products, modules, CVEs), time.ts (timestamps).
 */

import type { HostRecord, HostService, HostTag } from '../model/records/host.js';
import { type HostAddress, ipv4Address, ipv6Address } from './addresses.js';
import { TAGS } from './data/names.js';
import { stableHex } from './digests.js';
import { identityFor } from './host-identity.js';
import { asnOf, locationOf, whoisOf } from './host-network.js';
import { type NetworkFacts, networkFactsFor, placeFor } from './networks.js';
import { deriveSeed, Random } from './random.js';
import { servicesFor } from './services.js';
import {
  DAY_MS,
  DEFAULT_EPOCH_MS,
  instantMs,
  instantSeconds,
  recentAgeMs,
  SECOND_MS,
  scanIdFor,
  UNKNOWN_INSTANT,
} from './time.js';

export { DEFAULT_EPOCH_MS } from './time.js';

export interface HostGeneratorOptions {
  /** Names the dataset: any integer (only its low 32 bits matter). */
  readonly seed: number;
  readonly count: number;
  /** First host index, so that generation can be split into chunks. */
  readonly start?: number;
  /** The instant all timestamps are relative to (default 2025-01-15T00:00:00Z). */
  readonly epochMs?: number;
}

/** Share of hosts with an IPv6 address (in 2001:db8::/32). */
const IPV6_SHARE = 0.02;
/** Share of hosts whose ASN record was never refreshed (upstream's zero time). */
const UNKNOWN_ASN_DATE_SHARE = 0.5;
const SALT_HOST = 0x4057;

/** Chance that a tag is true, by tag; the hosting tag follows the network instead. */
const TAG_TRUE_SHARE: Readonly<Record<string, number>> = {
  is_anonymous_proxy: 0.003,
  is_satellite_provider: 0.001,
  is_tor_exit_node: 0.01,
  is_anonymous_vpn: 0.02,
  is_residential_proxy: 0.01,
};

function tagsFor(random: Random, facts: NetworkFacts, updatedAt: string): HostTag[] {
  const tags: HostTag[] = [];
  for (const [name, prettyName, listed] of TAGS) {
    if (listed < 1 && !random.chance(listed)) continue;
    const value =
      name === 'is_hosting_provider' ? facts.asn.hosting : random.chance(TAG_TRUE_SHARE[name] ?? 0);
    tags.push({ name, pretty_name: prettyName, value, last_updated_at: updatedAt });
  }
  return tags;
}

/** Names of the modules that answered, in order of first appearance (as upstream lists them). */
function bannerOf(services: readonly HostService[]): string[] {
  const names: string[] = [];
  for (const service of services) {
    for (const name in service.modules) if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * A 64-hex-digit digest (SHA-256 sized, like upstream's) of the sorted port/protocol/product
 * list: changes when the services do. Not a real SHA-256: node:crypto cost a tenth of the
 * generation time, and nothing needs the hash to be cryptographic.
 */
function servicesHashOf(services: readonly HostService[]): string {
  const parts = services.map((s) => `${s.port}/${s.protocol}/${s.product}`).sort();
  return stableHex(parts.join(','), 32);
}

/** Seconds-precision instant some days before `ms` (how upstream dates geo and whois). */
function daysBefore(random: Random, ms: number, minDays: number, maxDays: number): string {
  return instantSeconds(
    ms - random.int(minDays, maxDays) * DAY_MS - random.int(0, 86_399) * SECOND_MS,
  );
}

function addressOf(random: Random, seed: number, index: number): HostAddress {
  return random.chance(IPV6_SHARE) ? ipv6Address(seed, index) : ipv4Address(seed, index);
}

/** Host `index` of the dataset `seed`: the same record every time. */
export function generateHost(seed: number, index: number, epochMs = DEFAULT_EPOCH_MS): HostRecord {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new RangeError(`host index must be a non-negative integer, got ${index}`);
  }
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  const random = new Random(deriveSeed(seed, index, SALT_HOST));
  const address = addressOf(random, seed, index);
  const facts = networkFactsFor(seed, address);
  const place = placeFor(seed, address, facts.country);
  const seenMs = epochMs - recentAgeMs(random);
  const identity = identityFor(random, facts.asn, address, seenMs, facts.country.code);
  const services = servicesFor(random, {
    ip: address.ip,
    urlHost: address.urlHost,
    seenMs,
    name: identity.certificateName,
    serverName: identity.serverName,
  });

  // The first service is seen at seenMs and the others before: seenMs is their newest time.
  const lastUpdatedMs = seenMs;
  const locationUpdatedAt = daysBefore(random, seenMs, 1, 20);
  const asnUpdatedAt = random.chance(UNKNOWN_ASN_DATE_SHARE)
    ? UNKNOWN_INSTANT
    : daysBefore(random, seenMs, 1, 30);
  const host: HostRecord = {
    scan_id: scanIdFor(lastUpdatedMs),
    ip: address.ip,
    is_ipv4: address.version === 4,
    is_ipv6: address.version === 6,
    location: locationOf(address, facts, place),
    location_updated_at: locationUpdatedAt,
    asn: asnOf(facts),
    asn_updated_at: asnUpdatedAt,
    whois: whoisOf(address, facts),
    whois_updated_at: daysBefore(random, seenMs, 15, 80),
    tags: tagsFor(random, facts, locationUpdatedAt),
  };
  if (identity.hostnames) host.hostnames = identity.hostnames;
  if (identity.domains) host.domains = identity.domains;
  host.services = services;
  host.services_hash = servicesHashOf(services);
  host.last_updated_at = instantMs(lastUpdatedMs);
  host.banner = bannerOf(services);
  host.is_vuln = services.some((service) => (service.cve?.length ?? 0) > 0);
  return host;
}

/** Hosts `start` to `start + count - 1` of the dataset `seed`, in index order. */
export function* generateHosts(options: HostGeneratorOptions): Generator<HostRecord> {
  const { seed, count, start = 0, epochMs = DEFAULT_EPOCH_MS } = options;
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  }
  for (let index = start; index < start + count; index++) {
    yield generateHost(seed, index, epochMs);
  }
}

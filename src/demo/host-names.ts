/**
 * Names of synthetic hosts: registered domains (two words and a TLD), names under them
 * (`mail.bluepeak.com`) and reverse-DNS names of hosting networks
 * (`ec2-3-91-22-10.compute-1.amazonaws.com`), for `hostnames`, `domains`, certificates
 * and mail banners.
 */
import type { HostAddress } from './addresses.js';
import type { AsnRow } from './data/asns.js';
import { DNS_SERVER_PATTERNS, DOMAIN_WORDS, HOST_LABELS, TLDS } from './data/names.js';
import { type Random, zipfPicker } from './random.js';

/** A DNS name split the way certificates' `extended_dns_names` are. */
export interface DnsName {
  readonly name: string;
  /** The registered label, e.g. `bluepeak`. */
  readonly domain: string;
  /** e.g. `com`, `co.uk`. */
  readonly tld: string;
  /** Labels left of the registered domain, e.g. `www`; "" for the apex. */
  readonly subdomain: string;
}

const tlds = zipfPicker(TLDS, 1.2);
const labels = zipfPicker(HOST_LABELS, 1);
const dnsServers = zipfPicker(DNS_SERVER_PATTERNS, 1);

export function randomDomain(random: Random): DnsName {
  const domain = `${random.pick(DOMAIN_WORDS)}${random.pick(DOMAIN_WORDS)}`;
  const tld = tlds.pick(random);
  return { name: `${domain}.${tld}`, domain, tld, subdomain: '' };
}

export function nameUnder(random: Random, apex: DnsName, label = labels.pick(random)): DnsName {
  return { ...apex, name: `${label}.${apex.name}`, subdomain: label };
}

/** The registered (first-level) domain of a name, e.g. `bluepeak.com`. */
export function registeredDomain(name: DnsName): string {
  return `${name.domain}.${name.tld}`;
}

/** The network's reverse-DNS name for an IPv4 address, when the network has a pattern. */
export function reverseDnsName(asn: AsnRow, address: HostAddress): string | undefined {
  if (!asn.ptr || address.version !== 4) return undefined;
  const v = address.value;
  return asn.ptr(v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255);
}

/** Name servers of a domain. */
export function nameServersFor(random: Random, apex: string): string[] {
  return dnsServers.pick(random).map((server) => server.replace('{domain}', apex));
}

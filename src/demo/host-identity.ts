/**
 * The names of a host: `hostnames` (reverse DNS of hosting networks, or a name under a
 * registered domain) for about 30% of hosts, `domains` for about 10%, and the name the
 * host uses in certificates and greetings.
 */

import type { HostDomain, HostHostname } from '../model/records/host.js';
import type { HostAddress } from './addresses.js';
import type { AsnRow } from './data/asns.js';
import {
  type DnsName,
  nameServersFor,
  nameUnder,
  randomDomain,
  registeredDomain,
  reverseDnsName,
} from './host-names.js';
import type { Random } from './random.js';
import { DAY_MS, instantMs } from './time.js';

const HOSTNAME_SHARE = 0.3;
const DOMAIN_SHARE = 0.1;
/** Share of named hosts in a network with reverse DNS that are known by that name. */
const REVERSE_DNS_SHARE = 0.6;

export interface HostIdentity {
  readonly hostnames: HostHostname[] | undefined;
  readonly domains: HostDomain[] | undefined;
  /** A name under a registered domain, for certificates. */
  readonly certificateName: DnsName | undefined;
  /** How the host names itself in greetings. */
  readonly serverName: string;
}

function seenBefore(random: Random, seenMs: number, maxDays: number): string {
  return instantMs(seenMs - random.int(0, maxDays * DAY_MS));
}

export function identityFor(
  random: Random,
  asn: AsnRow,
  address: HostAddress,
  seenMs: number,
  countryCode: string,
): HostIdentity {
  let hostnames: HostHostname[] | undefined;
  let certificateName: DnsName | undefined;
  let serverName: string | undefined;

  if (random.chance(HOSTNAME_SHARE)) {
    const reverse = reverseDnsName(asn, address);
    if (reverse && random.chance(REVERSE_DNS_SHARE)) {
      serverName = reverse;
      hostnames = [{ name: reverse, last_updated_at: seenBefore(random, seenMs, 20) }];
    } else {
      certificateName = nameUnder(random, randomDomain(random));
      serverName = certificateName.name;
      hostnames = [{ name: certificateName.name, last_updated_at: seenBefore(random, seenMs, 20) }];
      if (random.chance(0.2)) {
        const apex = registeredDomain(certificateName);
        hostnames.push({ name: apex, last_updated_at: seenBefore(random, seenMs, 20) });
      }
    }
  }

  let domains: HostDomain[] | undefined;
  if (random.chance(DOMAIN_SHARE)) {
    certificateName ??= nameUnder(random, randomDomain(random), 'www');
    const apex = registeredDomain(certificateName);
    const domain: HostDomain = { name: apex };
    if (random.chance(0.6)) domain.country = countryCode;
    domain.dns_servers = nameServersFor(random, apex);
    if (random.chance(0.2)) domain.emails = [`admin@${apex}`];
    domain.last_updated_at = seenBefore(random, seenMs, 45);
    domains = [domain];
  }

  return {
    hostnames,
    domains,
    certificateName,
    serverName: serverName ?? certificateName?.name ?? 'localhost',
  };
}

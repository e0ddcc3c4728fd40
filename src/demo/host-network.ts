/**
 * The network parts of a host record: `location`, `asn` and `whois`, written from the
 * facts of the host's block and subnet (networks.ts) the way ODIN writes them.
 */

import type { HostAsn, HostLocation, HostWhois } from '../model/records/host.js';
import type { HostAddress } from './addresses.js';
import type { NetworkFacts, Place } from './networks.js';

/** The IPv6 hosts all live in the documentation prefix, registered as one network. */
const IPV6_WHOIS_NETWORK = '2001:db8::/32';

export function locationOf(address: HostAddress, facts: NetworkFacts, place: Place): HostLocation {
  const { country } = facts;
  const latitude = place.city?.latitude ?? country.latitude;
  const longitude = place.city?.longitude ?? country.longitude;
  return {
    network: address.network,
    postal_code: place.postalCode,
    coordinates: { latitude, longitude },
    geo_point: `${latitude}, ${longitude}`,
    locale_code: 'en',
    continent: country.continent,
    country_code: country.code,
    country_name: country.name,
    city: place.city?.name ?? '',
  };
}

export function asnOf(facts: NetworkFacts): HostAsn {
  return {
    number: facts.asn.number,
    organization: facts.asn.organization,
    country_code: facts.asnCountryCode,
  };
}

function ipv4Network(value: number, prefixLength: number): string {
  const network = (value & (~0 << (32 - prefixLength))) >>> 0;
  return `${network >>> 24}.${(network >>> 16) & 255}.${(network >>> 8) & 255}.${network & 255}/${prefixLength}`;
}

export function whoisOf(address: HostAddress, facts: NetworkFacts): HostWhois {
  return {
    network:
      address.version === 4
        ? ipv4Network(address.value, facts.whoisPrefixLength)
        : IPV6_WHOIS_NETWORK,
    organization: facts.asn.whoisOrganization,
    descr: facts.whoisDescr,
    _encoding: { raw: 'BASE64' },
  };
}

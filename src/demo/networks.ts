/**
 * Where a host sits: country, city, autonomous system and IP whois.
 *
 * These are facts about networks, not hosts, so they are drawn from the address's block
 * (the /16 for IPv4, the /48 for IPv6) and subnet (/24), not from the host's own stream:
 * neighbours share an AS, a country and a whois registration, as in real data, and a
 * block still follows the Zipf laws below because block keys are spread uniformly.
 *
 * Country: Zipf over ../data/countries.ts. AS: with probability GLOBAL_PROVIDER_SHARE one
 * of the global cloud/hosting networks (Zipf), else one of the country's own networks
 * (Zipf), carriers from ../data/asns.ts padded with generated ones so that every country
 * has several and the AS table holds about 200 networks.
 */
import type { HostAddress } from './addresses.js';
import { type AsnRow, CARRIER_NAME_PARTS, GLOBAL_ASNS, NATIONAL_ASNS } from './data/asns.js';
import { type CityRow, COUNTRIES, type CountryRow } from './data/countries.js';
import { deriveSeed, type Picker, Random, zipfPicker } from './random.js';

/** Share of blocks run by a global cloud or hosting provider rather than a local network. */
const GLOBAL_PROVIDER_SHARE = 0.45;
/** Share of subnets GeoIP places in a country without knowing the city (as in real data). */
const UNKNOWN_CITY_SHARE = 0.12;
/** Share of networks whose ASN record carries no country (upstream often sends ""). */
const BLANK_ASN_COUNTRY_SHARE = 0.3;
/** Generated carriers per country on top of those listed: at least this many in all. */
const MIN_NETWORKS_PER_COUNTRY = 3;

const SALT_BLOCK = 0x0b10c;
const SALT_SUBNET = 0x5b7e7;

export interface NetworkFacts {
  readonly country: CountryRow;
  readonly asn: AsnRow;
  /** `asn.country_code` as sent: the AS's country, or "" when the ASN record has none. */
  readonly asnCountryCode: string;
  /** Length of the whois-registered prefix containing the block (IPv4: 16 to 22). */
  readonly whoisPrefixLength: number;
  readonly whoisDescr: string;
}

export interface Place {
  /** Undefined when only the country is known. */
  readonly city: CityRow | undefined;
  readonly postalCode: string;
}

function generatedCarriers(country: CountryRow, countryRank: number, count: number): AsnRow[] {
  const { prefixes, suffixes, kinds, legal } = CARRIER_NAME_PARTS;
  return Array.from({ length: count }, (_, k) => {
    const random = new Random(deriveSeed(0xa5a5, countryRank, k));
    const brand = `${random.pick(prefixes)}${random.pick(suffixes)}`;
    const company = `${brand} ${random.pick(kinds)} ${random.pick(legal)}`;
    const organization = random.chance(0.5) ? `${brand.toUpperCase()}-AS` : company;
    return {
      number: `AS${200_000 + countryRank * 16 + k}`,
      organization,
      whoisOrganization: company,
      country: country.code,
      hosting: random.chance(0.3),
    };
  });
}

const nationalPickers: ReadonlyMap<string, Picker<AsnRow>> = new Map(
  COUNTRIES.map((country, rank) => {
    const listed = NATIONAL_ASNS[country.code] ?? [];
    const missing = Math.max(1, MIN_NETWORKS_PER_COUNTRY - listed.length);
    return [country.code, zipfPicker([...listed, ...generatedCarriers(country, rank, missing)])];
  }),
);

const countryPicker = zipfPicker(COUNTRIES, 1.1);
const globalPicker = zipfPicker(GLOBAL_ASNS, 1);
const cityPickers: ReadonlyMap<string, Picker<CityRow>> = new Map(
  COUNTRIES.map((country) => [country.code, zipfPicker(country.cities, 1)]),
);

/** Every AS the generator can assign, for tests and documentation. */
export function allNetworks(): AsnRow[] {
  return [...GLOBAL_ASNS, ...[...nationalPickers.values()].flatMap((picker) => picker.items)];
}

/** The network facts of the block an address lies in (same for every host of the block). */
export function networkFactsFor(seed: number, address: HostAddress): NetworkFacts {
  const random = new Random(deriveSeed(seed, address.blockKey, SALT_BLOCK));
  const country = countryPicker.pick(random);
  const asn = random.chance(GLOBAL_PROVIDER_SHARE)
    ? globalPicker.pick(random)
    : nationalPickers.get(country.code)!.pick(random);
  const asnCountryCode = random.chance(BLANK_ASN_COUNTRY_SHARE) ? '' : asn.country;
  const whoisPrefixLength = random.int(16, 22);
  const whoisDescr = random.chance(0.7)
    ? asn.whoisOrganization
    : `${asn.whoisOrganization},\n${random.pick(country.cities).name}, ${country.name}`;
  return { country, asn, asnCountryCode, whoisPrefixLength, whoisDescr };
}

/** The place of the subnet (/24, or /48 for IPv6) an address lies in. */
export function placeFor(seed: number, address: HostAddress, country: CountryRow): Place {
  const random = new Random(deriveSeed(seed, address.subnetKey, SALT_SUBNET));
  if (random.chance(UNKNOWN_CITY_SHARE)) return { city: undefined, postalCode: '' };
  const city = cityPickers.get(country.code)!.pick(random);
  return { city, postalCode: random.chance(0.85) ? city.postalCode : '' };
}

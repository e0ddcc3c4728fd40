/**
 * The hosts dataset: one record per IP address (see records/host.ts).
 *
 * TEXT OR KEYWORD — the rule every host field follows:
 * - `text` is free prose a user searches by its words: the ssh/ftp/smtp banners, the HTTP
 *   page title, the IP whois description and raw answer, CVE summaries, exploit
 *   descriptions, a service's `_meta.desc`. `services.modules.http.title:login` matches any
 *   title containing the word.
 * - `keyword` is every other string: names, products, versions, ids, hashes, hostnames,
 *   URLs, header values, country codes, AS numbers (`AS13335`), CIDR networks. A query
 *   matches the whole value, case-insensitively; wildcards (`*nginx*`) reach inside it.
 * - The top-level `banner` sounds like prose but is not: real data holds the names of the
 *   modules that answered (`["http", "tls"]`), so it is keyword (exact match, counted per
 *   value by a summary).
 * - Strings on the wire stay strings even when they look numeric (coordinates, header
 *   `content_length`): the type describes what is stored and returned.
 * Other types: `ip` for `ip` alone (networks are CIDR text, keyword); `date` for every
 * `*_at`, `*_date`, validity and timestamp leaf; `integer` for ports, counts, sizes, ids;
 * `float` for the CVSS score.
 *
 * PLAN TIERS — the rule:
 * - free: what finds and describes an exposure — address, location, ASN, tags, hostnames,
 *   services, software, CVE ids and severities, module banners and headers, certificate
 *   identity (subject, issuer, names, validity, SHA-256 fingerprint, extensions).
 * - pro: analyst detail — certificate internals (serial, MD5/SHA-1/TBS fingerprints, JARM,
 *   signature, SCTs, public key, revocation), CVE details beyond id and severity (score,
 *   summary, vector, weakness, references, services, exploits), the raw IP whois answer.
 * - enterprise: personal data — `domains.emails`.
 * Discovered module leaves take the dynamic root's tier (free).
 *
 * SORTABLE: the record-level timestamps and `scan_id` (hosts are returned newest first;
 * the others are there for operators and future sort options). Arrays are never sortable.
 */
import type { DatasetSchema } from '../field.js';
import { boolean, date, defineFields, integer, ip, keyword, text } from './define.js';
import { HOST_CATEGORIES as C } from './hosts-categories.js';
import { hostModuleFields } from './hosts-modules.js';
import { hostServiceFields } from './hosts-services.js';
import { hostTlsFields } from './hosts-tls.js';

const recordFields = [
  ...defineFields({
    category: C.general,
    fields: {
      ip: ip('IP address of the host (IPv4 or IPv6); exact, CIDR or range queries.'),
      is_ipv4: boolean('True when the address is IPv4.'),
      is_ipv6: boolean('True when the address is IPv6.'),
      scan_id: integer('Id of the scan that last updated the host.', { sortable: true }),
      services_hash: keyword('Hash over the host services, changes when they change.'),
      last_updated_at: date('When anything about the host last changed.', { sortable: true }),
      banner: keyword('Names of the modules that returned a banner, e.g. http, tls.'),
    },
  }),
  ...defineFields({
    category: C.location,
    prefix: 'location',
    fields: {
      network: keyword('Geolocated network, as CIDR text.'),
      postal_code: keyword('Postal code.'),
      'coordinates.latitude': keyword('Latitude, as a decimal string.'),
      'coordinates.longitude': keyword('Longitude, as a decimal string.'),
      geo_point: keyword('Latitude and longitude as one "lat, lon" string.'),
      locale_code: keyword('Locale of the location names, e.g. en.'),
      continent: keyword('Continent name.'),
      country_code: keyword('ISO 3166-1 alpha-2 country code, e.g. US.'),
      country_name: keyword('Country name, e.g. United States.'),
      city: keyword('City name.'),
    },
  }),
  ...defineFields({
    category: C.location,
    fields: {
      location_updated_at: date('When the location was last resolved.', { sortable: true }),
    },
  }),
  ...defineFields({
    category: C.asn,
    prefix: 'asn',
    fields: {
      number: keyword('Autonomous system number with its prefix, e.g. AS13335.'),
      organization: keyword('Organization that operates the autonomous system.'),
      country_code: keyword('Country code of the autonomous system.'),
    },
  }),
  ...defineFields({
    category: C.asn,
    fields: { asn_updated_at: date('When the ASN was last resolved.', { sortable: true }) },
  }),
  ...defineFields({
    category: C.whois,
    prefix: 'whois',
    fields: {
      network: keyword('Registered network containing the address, as CIDR text.'),
      organization: keyword('Organization the network is registered to.'),
      descr: text('Description field of the network registration.'),
      raw: text('Raw whois answer for the network.', { tier: 'pro' }),
      '_encoding.raw': keyword('Encoding of the raw whois answer, e.g. BASE64.'),
    },
  }),
  ...defineFields({
    category: C.whois,
    fields: { whois_updated_at: date('When the IP whois was last fetched.', { sortable: true }) },
  }),
  ...defineFields({
    category: C.tags,
    prefix: 'tags',
    fields: {
      name: keyword('Machine name of a tag, e.g. is_anonymous_proxy.'),
      pretty_name: keyword('Human name of a tag, e.g. Anonymous Proxy.'),
      value: boolean('Whether the tag applies to the host.'),
      last_updated_at: date('When the tag was last evaluated.'),
    },
  }),
  ...defineFields({
    category: C.hostnames,
    fields: {
      'hostnames.name': keyword('A hostname that resolves to the address.'),
      'hostnames.last_updated_at': date('When the hostname was last seen.'),
      'domains.name': keyword('A registered domain associated with the host.'),
      'domains.country': keyword('Country of the domain registration.'),
      'domains.dns_servers': keyword('Name servers of the domain.'),
      'domains.emails': keyword('Contact email addresses of the domain.', { tier: 'enterprise' }),
      'domains.web_server': keyword('Web server software seen for the domain.'),
      'domains.last_updated_at': date('When the domain was last seen.'),
    },
  }),
];

export const HOSTS_SCHEMA: DatasetSchema = Object.freeze({
  dataset: 'hosts',
  idField: 'ip',
  fields: Object.freeze([
    ...recordFields,
    ...hostServiceFields,
    ...hostModuleFields,
    ...hostTlsFields,
  ]),
  nestedPaths: Object.freeze([
    'services',
    'services.softwares',
    'services.cve',
    'services.cve.exploit',
    'tags',
    'hostnames',
    'domains',
    'services.modules.tls.certificate.signed_certificate_timestamps',
    'services.modules.tls.certificate.extensions.certificate_policies',
    'services.modules.tls.certificate.subject_alt_name.extended_dns_names',
    'services.modules.http.redirects',
    // Header name/value pairs: a nested query keeps a name with its own value.
    'services.modules.http.headers.unknown',
  ]),
  defaultFields: Object.freeze([
    'ip',
    'hostnames.name',
    'domains.name',
    'services.product',
    'services.name',
    'services.modules.http.title',
    'banner',
    'services.cve.id',
    'asn.organization',
    'asn.number',
    'location.country_name',
    'location.city',
  ]),
  dynamicRoots: Object.freeze([
    Object.freeze({ path: 'services.modules', fallbackCategory: 'modules', tier: 'free' as const }),
  ]),
  categories: Object.freeze(Object.values(C)),
});

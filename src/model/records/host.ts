/**
 * A host: one IP address with everything known about it, as ODIN's `/v1/hosts/search`
 * returns it (`ipservices.IPSummaryData`). Member names are the wire names, in snake_case.
 *
 * Shape checked against a real response (test/fixtures/odin-host-search-sample.json) and
 * ODIN's published models. Every member but `ip` is optional: sources differ in what they
 * know, and upstream omits what it does not know rather than sending empty values.
 * Timestamps are RFC 3339 strings (upstream writes `0001-01-01T00:00:00Z` for "unknown").
 */
import type { JsonObject } from '../json.js';

export interface HostRecord {
  /** Canonical text form of the address; the record's id. */
  ip: string;
  is_ipv4?: boolean;
  is_ipv6?: boolean;
  /** True when at least one service has a known CVE. */
  is_vuln?: boolean;
  /** Id of the scan that last updated the host (an integer, e.g. 1736763859). */
  scan_id?: number;
  /** Hash over the host's services, to detect change between scans. */
  services_hash?: string;
  last_updated_at?: string;
  asn_updated_at?: string;
  location_updated_at?: string;
  whois_updated_at?: string;
  /** Names of the modules that produced banners, e.g. `["http", "tls"]`. */
  banner?: string[];
  asn?: HostAsn;
  location?: HostLocation;
  whois?: HostWhois;
  tags?: HostTag[];
  hostnames?: HostHostname[];
  domains?: HostDomain[];
  services?: HostService[];
}

export interface HostAsn {
  /** The AS number as upstream writes it: a string such as `AS13335`. */
  number?: string;
  organization?: string;
  country_code?: string;
}

export interface HostLocation {
  /** The geolocated network, as CIDR text (e.g. `194.113.73.0/25`). */
  network?: string;
  postal_code?: string;
  /** Upstream sends the coordinates as strings (`"40.7123"`); kept as strings. */
  coordinates?: HostCoordinates;
  /** `"latitude, longitude"` as one string, e.g. `"40.7123, -74.0068"`. */
  geo_point?: string;
  locale_code?: string;
  continent?: string;
  country_code?: string;
  country_name?: string;
  city?: string;
}

export interface HostCoordinates {
  latitude?: string;
  longitude?: string;
}

/** Whois of the IP network the host belongs to (not of a domain). */
export interface HostWhois {
  /** The registered network, as CIDR text. */
  network?: string;
  organization?: string;
  descr?: string;
  /** The raw whois answer, encoded as `_encoding.raw` says (upstream: `BASE64`). */
  raw?: string;
  _encoding?: { raw?: string };
}

export interface HostTag {
  /** Machine name, e.g. `is_anonymous_proxy`. */
  name?: string;
  /** Human name, e.g. `Anonymous Proxy`. */
  pretty_name?: string;
  value?: boolean;
  last_updated_at?: string;
}

export interface HostHostname {
  name?: string;
  last_updated_at?: string;
}

export interface HostDomain {
  name?: string;
  country?: string;
  dns_servers?: string[];
  emails?: string[];
  web_server?: string;
  last_updated_at?: string;
}

/** One open port and what answered on it. */
export interface HostService {
  port?: number;
  /** Transport: `tcp` or `udp`. */
  protocol?: string;
  /** Service name, e.g. `http`, `ssh`. */
  name?: string;
  product?: string;
  version?: string;
  extra_info?: string;
  /** `ssl` when the service is wrapped in TLS. */
  tunnel?: string;
  url?: string;
  last_updated_at?: string;
  _meta?: ServiceMeta;
  softwares?: ServiceSoftware[];
  cve?: ServiceCve[];
  /**
   * What each protocol module extracted (`http`, `tls`, `ssh`, `ftp`, `smtp`, ...), keyed by
   * module name. An open tree: its leaves are discovered at ingest (see the field registry).
   */
  modules?: Record<string, JsonObject>;
}

export interface ServiceMeta {
  category?: string;
  desc?: string;
  name?: string;
  tags?: string[];
}

/** A CPE identified on the service, split into its parts. */
export interface ServiceSoftware {
  /** The CPE URI, e.g. `cpe:/a:igor_sysoev:nginx`. */
  uri?: string;
  /** CPE part: `a` application, `o` operating system, `h` hardware. */
  part?: string;
  vendor?: string;
  product?: string;
  version?: string;
  language?: string;
  edition?: string;
  update?: string;
}

export interface ServiceCve {
  /** The CVE id, e.g. `CVE-2021-44228`. */
  id?: string;
  /** `low`, `medium`, `high` or `critical`. */
  severity?: string;
  /** CVSS base score (a JSON number, e.g. 9.8). */
  score?: number;
  summary?: string;
  vector_string?: string;
  /** CWE id(s) of the weakness. */
  weakness?: string;
  references?: string[];
  services?: string[];
  exploit?: CveExploit[];
}

export interface CveExploit {
  id?: string;
  description?: string;
  file?: string;
  platform?: string;
  type?: string;
  url?: string;
}

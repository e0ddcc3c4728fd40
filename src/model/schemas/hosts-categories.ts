/**
 * Categories of the hosts dataset, in the order the fields listing shows them.
 * Kept apart from the field lists so each part of the host schema can import them.
 */
import type { CategoryDefinition } from '../field.js';

const category = (id: string, displayName: string): CategoryDefinition =>
  Object.freeze({ id, displayName });

export const HOST_CATEGORIES = Object.freeze({
  general: category('general', 'General'),
  location: category('location', 'Location'),
  asn: category('asn', 'ASN'),
  whois: category('whois', 'IP whois'),
  tags: category('tags', 'Tags'),
  hostnames: category('hostnames', 'Hostnames & domains'),
  services: category('services', 'Services'),
  software: category('software', 'Software'),
  vulnerabilities: category('vulnerabilities', 'Vulnerabilities'),
  http: category('http', 'HTTP'),
  tls: category('tls', 'TLS'),
  ssh: category('ssh', 'SSH'),
  ftp: category('ftp', 'FTP'),
  smtp: category('smtp', 'SMTP'),
  /** Fallback for discovered module leaves that belong to no module category. */
  modules: category('modules', 'Other modules'),
});

/**
 * A domain registration (whois) record, as ODIN's `schema.DomainWhoisResponse` carries it.
 * Member names are the wire names. Timestamps are RFC 3339 strings.
 */

export interface DomainWhoisRecord {
  /** Lower-case, IDNA (punycode) form; the record's id. */
  domain_name: string;
  tld?: string;
  created_date?: string;
  updated_date?: string;
  expires_date?: string;
  /** EPP status codes, e.g. `clientTransferProhibited`. */
  domain_status?: string[];
  name_servers?: string[];
  /** The whois answer as received. */
  raw_data?: string;
  registrar?: WhoisRegistrar;
  registrant_contact?: WhoisContact;
  administrative_contact?: WhoisContact;
  technical_contact?: WhoisContact;
  billing_contact?: WhoisContact;
  audited_fields?: WhoisAudit;
}

export interface WhoisRegistrar {
  /** IANA registrar id. */
  id?: string;
  name?: string;
  url?: string;
  /** The registrar's whois server. */
  whois?: string;
}

export interface WhoisContact {
  name?: string;
  company?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  country_code?: string;
  email?: string;
  /** Domain part of `email`, kept apart so it can be searched without the mailbox. */
  email_domain?: string;
  phone?: string;
  fax?: string;
}

/** When this record was collected and whether it changed since the previous collection. */
export interface WhoisAudit {
  created_at?: string;
  updated_at?: string;
  expires_date?: string;
  is_modified?: boolean;
}

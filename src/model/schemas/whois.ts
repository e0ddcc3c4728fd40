/**
 * The domain whois dataset (see records/domain-whois.ts).
 * Text: `raw_data` alone (the whois answer as received, searched by words); every other
 * string is keyword. Tiers: the raw answer and a contact's name, street address and postal
 * code are pro; a contact's email, phone and fax are enterprise (personal data that
 * enables direct contact); everything else is free.
 */
import type { CategoryDefinition, DatasetSchema, FieldDefinition } from '../field.js';
import { boolean, date, defineFields, keyword, text } from './define.js';

const category = (id: string, displayName: string): CategoryDefinition =>
  Object.freeze({ id, displayName });

const WHOIS_CATEGORY_LIST = Object.freeze({
  domain: category('domain', 'Domain'),
  dates: category('dates', 'Dates'),
  registrar: category('registrar', 'Registrar'),
  registrant: category('registrant', 'Registrant contact'),
  administrative: category('administrative', 'Administrative contact'),
  technical: category('technical', 'Technical contact'),
  billing: category('billing', 'Billing contact'),
  audit: category('audit', 'Audit'),
});
const C = WHOIS_CATEGORY_LIST;
const sortable = { sortable: true } as const;

function contactFields(role: CategoryDefinition, member: string): FieldDefinition[] {
  const who = role.displayName.toLowerCase();
  return defineFields({
    category: role,
    prefix: member,
    fields: {
      name: keyword(`Name of the ${who}.`, { tier: 'pro' }),
      company: keyword(`Company of the ${who}.`),
      address: keyword(`Street address of the ${who}.`, { tier: 'pro' }),
      city: keyword(`City of the ${who}.`),
      state: keyword(`State or province of the ${who}.`),
      zip: keyword(`Postal code of the ${who}.`, { tier: 'pro' }),
      country: keyword(`Country of the ${who}.`),
      country_code: keyword(`Country code of the ${who}.`),
      email: keyword(`Email address of the ${who}.`, { tier: 'enterprise' }),
      email_domain: keyword(`Domain of the email address of the ${who}.`),
      phone: keyword(`Phone number of the ${who}.`, { tier: 'enterprise' }),
      fax: keyword(`Fax number of the ${who}.`, { tier: 'enterprise' }),
    },
  });
}

export const WHOIS_SCHEMA: DatasetSchema = Object.freeze({
  dataset: 'whois',
  idField: 'domain_name',
  fields: Object.freeze([
    ...defineFields({
      category: C.domain,
      fields: {
        domain_name: keyword('Registered domain name, lower-case.', sortable),
        tld: keyword('Top-level domain, e.g. com.', sortable),
        domain_status: keyword('EPP status codes, e.g. clientTransferProhibited.'),
        name_servers: keyword('Name servers of the domain.'),
        raw_data: text('The whois answer as received.', { tier: 'pro' }),
      },
    }),
    ...defineFields({
      category: C.dates,
      fields: {
        created_date: date('When the domain was registered.', sortable),
        updated_date: date('When the registration was last updated.', sortable),
        expires_date: date('When the registration expires.', sortable),
      },
    }),
    ...defineFields({
      category: C.registrar,
      prefix: 'registrar',
      fields: {
        id: keyword('IANA id of the registrar.'),
        name: keyword('Name of the registrar.'),
        url: keyword('Website of the registrar.'),
        whois: keyword('Whois server of the registrar.'),
      },
    }),
    ...contactFields(C.registrant, 'registrant_contact'),
    ...contactFields(C.administrative, 'administrative_contact'),
    ...contactFields(C.technical, 'technical_contact'),
    ...contactFields(C.billing, 'billing_contact'),
    ...defineFields({
      category: C.audit,
      prefix: 'audited_fields',
      fields: {
        created_at: date('When this record was first collected.', sortable),
        updated_at: date('When this record was last collected.', sortable),
        expires_date: date('Expiry date as of the last collection.', sortable),
        is_modified: boolean('True when the record changed at the last collection.'),
      },
    }),
  ]),
  nestedPaths: Object.freeze([]),
  defaultFields: Object.freeze([
    'domain_name',
    'registrar.name',
    'registrant_contact.company',
    'name_servers',
  ]),
  dynamicRoots: Object.freeze([]),
  categories: Object.freeze(Object.values(WHOIS_CATEGORY_LIST)),
});

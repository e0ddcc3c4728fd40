import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BUCKET_CATEGORIES,
  FILE_CATEGORIES,
  LABELS,
  PROVIDERS,
} from '../../src/model/enumerations.js';
import { DATASET_IDS, type DatasetSchema } from '../../src/model/field.js';
import type { DomainWhoisRecord, WhoisContact } from '../../src/model/records/domain-whois.js';
import type { ExposedBucket } from '../../src/model/records/exposed-bucket.js';
import type { ExposedFile } from '../../src/model/records/exposed-file.js';
import type {
  CveExploit,
  HostRecord,
  HostService,
  ServiceCve,
} from '../../src/model/records/host.js';
import { checkSchema } from '../../src/model/schema-check.js';
import { DATASET_SCHEMAS, schemaFor } from '../../src/model/schemas/index.js';
import { leafPaths } from './host-sample.js';

const T = '2025-01-08T16:43:59Z';

const contact: Required<WhoisContact> = {
  name: 'Jane Doe',
  company: 'Example Inc',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'United States',
  country_code: 'US',
  email: 'jane@example.com',
  email_domain: 'example.com',
  phone: '+1.5555550100',
  fax: '+1.5555550101',
};

const fullWhois: Required<DomainWhoisRecord> = {
  domain_name: 'example.com',
  tld: 'com',
  created_date: T,
  updated_date: T,
  expires_date: T,
  domain_status: ['clientTransferProhibited'],
  name_servers: ['ns1.example.com'],
  raw_data: 'Domain Name: EXAMPLE.COM',
  registrar: {
    id: '292',
    name: 'MarkMonitor Inc.',
    url: 'http://markmonitor.com',
    whois: 'whois.markmonitor.com',
  },
  registrant_contact: contact,
  administrative_contact: contact,
  technical_contact: contact,
  billing_contact: contact,
  audited_fields: { created_at: T, updated_at: T, expires_date: T, is_modified: false },
};

const fullFile: Required<ExposedFile> = {
  url: 'https://b.s3.amazonaws.com/dump.sql',
  name: 'dump.sql',
  path: 'backups/dump.sql',
  bucket: 'b',
  provider: 'aws',
  region: 'us-east-1',
  ext: '.sql',
  ext_desc: 'SQL script',
  type: 'application/sql',
  size: 1024,
  etag: '"abc"',
  category: 'db',
  label: 'credential',
  sensitive: true,
  accessible: true,
  ins_at: T,
  mod_at: T,
  scan_at: T,
};

const fullBucket: Required<ExposedBucket> = {
  name: 'b',
  provider: 'aws',
  region: 'us-east-1',
  owner_id: '1234',
  open: true,
  deleted: false,
  labels: ['pii'],
  categories: ['bkup'],
  files: 10,
  new_files: 1,
  sensitive_files: 2,
  file_cat_count: { src: 3, img: 7 },
  age_in_days: 30,
  ins_at: T,
  scan_at: T,
  prev_scan_at: T,
  last_found_at: T,
  last_open_at: T,
  ef_mod_at: T,
  lf_mod_at: T,
};

/** The host members the ODIN sample lacks (hostnames, domains, CVE details, _meta, url). */
const exploit: Required<CveExploit> = {
  id: 'EDB-1',
  description: 'Remote code execution',
  file: 'exploits/linux/remote/1.py',
  platform: 'linux',
  type: 'remote',
  url: 'https://www.exploit-db.com/exploits/1',
};
const cve: Required<ServiceCve> = {
  id: 'CVE-2021-44228',
  severity: 'critical',
  score: 10,
  summary: 'Log4Shell',
  vector_string: 'CVSS:3.1/AV:N',
  weakness: 'CWE-502',
  references: ['https://nvd.nist.gov'],
  services: ['http'],
  exploit: [exploit],
};
const service: Required<HostService> = {
  port: 443,
  protocol: 'tcp',
  name: 'http',
  product: 'nginx',
  version: '1.25',
  extra_info: '',
  tunnel: 'ssl',
  url: 'https://192.0.2.1/',
  last_updated_at: T,
  _meta: { category: 'web', desc: 'A web server', name: 'HTTP', tags: ['web'] },
  softwares: [
    {
      uri: 'cpe:/a:nginx:nginx',
      part: 'a',
      vendor: 'nginx',
      product: 'nginx',
      version: '1.25',
      language: 'ANY',
      edition: 'ANY',
      update: 'ANY',
    },
  ],
  cve: [cve],
  modules: {},
};
const fullHost: Required<HostRecord> = {
  ip: '192.0.2.1',
  is_ipv4: true,
  is_ipv6: false,
  is_vuln: true,
  scan_id: 1736763859,
  services_hash: 'abc',
  last_updated_at: T,
  asn_updated_at: T,
  location_updated_at: T,
  whois_updated_at: T,
  banner: ['http'],
  asn: { number: 'AS13335', organization: 'Cloudflare', country_code: 'US' },
  location: {
    network: '192.0.2.0/24',
    postal_code: '10118',
    coordinates: { latitude: '40.7', longitude: '-74.0' },
    geo_point: '40.7, -74.0',
    locale_code: 'en',
    continent: 'North America',
    country_code: 'US',
    country_name: 'United States',
    city: 'New York',
  },
  whois: {
    network: '192.0.2.0/24',
    organization: 'Example',
    descr: 'Example net',
    raw: 'cmF3',
    _encoding: { raw: 'BASE64' },
  },
  tags: [{ name: 'is_vpn', pretty_name: 'VPN', value: false, last_updated_at: T }],
  hostnames: [{ name: 'www.example.com', last_updated_at: T }],
  domains: [
    {
      name: 'example.com',
      country: 'US',
      dns_servers: ['ns1.example.com'],
      emails: ['a@example.com'],
      web_server: 'nginx',
      last_updated_at: T,
    },
  ],
  services: [service],
};

function assertEveryLeafDeclared(schema: DatasetSchema, record: unknown): void {
  const declared = new Map(schema.fields.map((field) => [field.name, field]));
  for (const [path, values] of leafPaths(record).leaves) {
    const field = declared.get(path);
    assert.ok(field, `${schema.dataset}: ${path} is not declared`);
    const kind = typeof values[0];
    const expected =
      field.type === 'boolean'
        ? 'boolean'
        : ['integer', 'float'].includes(field.type)
          ? 'number'
          : 'string';
    assert.equal(
      kind,
      expected,
      `${schema.dataset}: ${path} holds a ${kind}, declared ${field.type}`,
    );
  }
}

describe('dataset schemas', () => {
  it('are consistent', () => {
    for (const dataset of DATASET_IDS) {
      assert.equal(schemaFor(dataset).dataset, dataset);
      assert.deepEqual(checkSchema(DATASET_SCHEMAS[dataset]), [], dataset);
    }
  });

  it('declare every member of every record type, with a matching type', () => {
    assertEveryLeafDeclared(schemaFor('hosts'), fullHost);
    assertEveryLeafDeclared(schemaFor('files'), fullFile);
    assertEveryLeafDeclared(schemaFor('buckets'), fullBucket);
    assertEveryLeafDeclared(schemaFor('whois'), fullWhois);
  });

  it('describe every field in one sentence', () => {
    for (const schema of Object.values(DATASET_SCHEMAS)) {
      for (const field of schema.fields) {
        assert.match(field.description ?? '', /^[A-Z].*\.$/, `${schema.dataset}: ${field.name}`);
      }
    }
  });

  it('make text only of prose', () => {
    const textFields = (schema: DatasetSchema) =>
      schema.fields
        .filter((field) => field.type === 'text')
        .map((field) => field.name)
        .sort();
    assert.deepEqual(textFields(schemaFor('hosts')), [
      'services._meta.desc',
      'services.cve.exploit.description',
      'services.cve.summary',
      'services.modules.ftp.banner',
      'services.modules.http.title',
      'services.modules.smtp.banner',
      'services.modules.ssh.banner',
      'whois.descr',
      'whois.raw',
    ]);
    assert.deepEqual(textFields(schemaFor('whois')), ['raw_data']);
    assert.deepEqual(textFields(schemaFor('files')), []);
    assert.deepEqual(textFields(schemaFor('buckets')), []);
  });

  it('aggregate every non-text field, and of text only the HTTP title', () => {
    for (const schema of Object.values(DATASET_SCHEMAS)) {
      for (const field of schema.fields) {
        const expected = field.type !== 'text' || field.name === 'services.modules.http.title';
        assert.equal(field.aggregatable, expected, `${schema.dataset}: ${field.name}`);
      }
    }
  });

  it('sort only by scalar fields', () => {
    const sortable = (schema: DatasetSchema) =>
      schema.fields
        .filter((field) => field.sortable)
        .map((field) => field.name)
        .sort();
    assert.deepEqual(sortable(schemaFor('hosts')), [
      'asn_updated_at',
      'last_updated_at',
      'location_updated_at',
      'scan_id',
      'whois_updated_at',
    ]);
    for (const name of [
      'size',
      'mod_at',
      'scan_at',
      'ins_at',
      'name',
      'path',
      'bucket',
      'provider',
      'ext',
      'category',
    ]) {
      assert.ok(sortable(schemaFor('files')).includes(name), `files ${name}`);
    }
    for (const name of ['files', 'sensitive_files', 'age_in_days', 'scan_at', 'last_open_at']) {
      assert.ok(sortable(schemaFor('buckets')).includes(name), `buckets ${name}`);
    }
    assert.ok(!sortable(schemaFor('buckets')).includes('labels'));
  });

  it('grant fields to plan tiers as documented', () => {
    const tier = (dataset: 'hosts' | 'whois' | 'buckets', name: string) =>
      schemaFor(dataset).fields.find((field) => field.name === name)?.tier;
    assert.equal(tier('hosts', 'services.port'), 'free');
    assert.equal(tier('hosts', 'services.cve.id'), 'free');
    assert.equal(tier('hosts', 'services.cve.severity'), 'free');
    assert.equal(tier('hosts', 'services.cve.score'), 'pro');
    assert.equal(tier('hosts', 'services.cve.exploit.url'), 'pro');
    assert.equal(tier('hosts', 'whois.raw'), 'pro');
    assert.equal(tier('hosts', 'services.modules.tls.certificate.subject.common_name'), 'free');
    assert.equal(tier('hosts', 'services.modules.tls.certificate.serial_number'), 'pro');
    assert.equal(tier('hosts', 'services.modules.tls.certificate.jarm'), 'pro');
    assert.equal(tier('hosts', 'domains.emails'), 'enterprise');
    assert.equal(tier('whois', 'registrant_contact.email'), 'enterprise');
    assert.equal(tier('whois', 'billing_contact.phone'), 'enterprise');
    assert.equal(tier('whois', 'registrant_contact.company'), 'free');
    assert.equal(tier('whois', 'raw_data'), 'pro');
    assert.equal(tier('buckets', 'owner_id'), 'pro');
    const enterprise = Object.values(DATASET_SCHEMAS).flatMap((schema) =>
      schema.fields.filter((field) => field.tier === 'enterprise'),
    );
    assert.equal(enterprise.length, 13, 'very few: domains.emails and 4 contacts × 3');
  });

  it('attach the published enumerations', () => {
    const enumeration = (dataset: 'files' | 'buckets', name: string) =>
      schemaFor(dataset).fields.find((field) => field.name === name)?.enumeration;
    assert.equal(enumeration('files', 'category'), FILE_CATEGORIES);
    assert.equal(enumeration('files', 'label'), LABELS);
    assert.equal(enumeration('files', 'provider'), PROVIDERS);
    assert.equal(enumeration('buckets', 'categories'), BUCKET_CATEGORIES);
    assert.equal(enumeration('buckets', 'labels'), LABELS);
    assert.equal(enumeration('buckets', 'provider'), PROVIDERS);
    assert.equal(FILE_CATEGORIES.length, 14);
    assert.equal(BUCKET_CATEGORIES.length, 9);
    assert.equal(LABELS.length, 12);
    assert.deepEqual(PROVIDERS.slice(0, 4), ['aws', 'gcp', 'do', 'linode']);
    for (const list of [FILE_CATEGORIES, BUCKET_CATEGORIES, LABELS, PROVIDERS]) {
      assert.ok(Object.isFrozen(list));
      assert.ok(list.every((value) => value === value.toLowerCase()));
    }
  });

  it('name ids, default fields and dynamic roots', () => {
    assert.equal(schemaFor('hosts').idField, 'ip');
    assert.equal(schemaFor('files').idField, 'url');
    assert.equal(schemaFor('buckets').idField, 'name');
    assert.equal(schemaFor('whois').idField, 'domain_name');
    assert.deepEqual(schemaFor('files').defaultFields, ['name', 'path', 'bucket']);
    assert.deepEqual(schemaFor('buckets').defaultFields, ['name']);
    assert.deepEqual(schemaFor('hosts').dynamicRoots, [
      { path: 'services.modules', fallbackCategory: 'modules', tier: 'free' },
    ]);
    assert.deepEqual(schemaFor('buckets').dynamicRoots, [
      { path: 'file_cat_count', fallbackCategory: 'classification', tier: 'free' },
    ]);
    assert.deepEqual(schemaFor('files').dynamicRoots, []);
    assert.deepEqual(schemaFor('whois').nestedPaths, []);
  });

  it('declare the host categories with their display names', () => {
    const hosts = schemaFor('hosts');
    const display = Object.fromEntries(hosts.categories.map((c) => [c.id, c.displayName]));
    assert.equal(display.asn, 'ASN');
    assert.equal(display.whois, 'IP whois');
    assert.equal(display.hostnames, 'Hostnames & domains');
    assert.equal(display.modules, 'Other modules');
    const categoryOf = (name: string) =>
      hosts.fields.find((field) => field.name === name)?.category;
    assert.equal(categoryOf('services.softwares.vendor'), 'software');
    assert.equal(categoryOf('is_vuln'), 'vulnerabilities');
    assert.equal(categoryOf('domains.name'), 'hostnames');
    assert.equal(categoryOf('services.modules.tls.certificate.validity.not_after'), 'tls');
  });
});

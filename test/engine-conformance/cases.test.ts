/**
 * Hand-written conformance cases: every construct of the analyzed query, on the real ODIN
 * fixture hosts plus hosts crafted to tell right from almost right (nested vs flattened,
 * case variants, IPv6, updates and deletes). Each engine must answer as the reference does.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { JsonObject } from '../../src/model/json.js';
import { QueryError } from '../../src/query/errors.js';
import { loadHostSampleRecords } from '../model/host-sample.js';
import { ENGINES, Pair } from './harness.js';

const fixtureHosts = loadHostSampleRecords();

function host(
  ip: string,
  lastUpdated: string,
  services: JsonObject[],
  extra: JsonObject = {},
): JsonObject {
  return {
    ip,
    is_ipv4: !ip.includes(':'),
    is_ipv6: ip.includes(':'),
    last_updated_at: lastUpdated,
    services,
    ...extra,
  };
}

const crafted: JsonObject[] = [
  // port 22 and OpenSSH on different services: flattened matches, nested does not.
  host(
    '198.51.100.1',
    '2025-01-10T10:00:00Z',
    [
      { port: 22, protocol: 'tcp', product: 'Dropbear sshd' },
      { port: 2222, protocol: 'tcp', product: 'OpenSSH', version: '8.9p1' },
    ],
    {
      location: { country_code: 'us', city: 'Boston' },
      asn: { number: 'AS13335', organization: 'CLOUDFLARENET' },
    },
  ),
  host(
    '198.51.100.2',
    '2025-01-11T10:00:00Z',
    [
      {
        port: 22,
        protocol: 'tcp',
        product: 'OpenSSH',
        version: '9.6p1',
        modules: { ssh: { banner: 'SSH-2.0-OpenSSH_9.6p1 Ubuntu-3ubuntu13' } },
      },
      {
        port: 80,
        protocol: 'tcp',
        product: 'nginx',
        modules: { http: { title: '404 Not Found', status_code: 404 } },
      },
    ],
    {
      location: { country_code: 'US', city: 'Ashburn' },
      asn: { number: 'AS16509', organization: 'AMAZON-02' },
      is_vuln: true,
    },
  ),
  host(
    '2001:db8::5',
    '2025-01-11T10:00:00Z',
    [
      {
        port: 443,
        protocol: 'tcp',
        product: 'nginx',
        modules: { http: { title: 'Welcome to nginx!', status_code: 200 } },
      },
    ],
    { location: { country_code: 'DE', city: 'Berlin' }, hostnames: [{ name: 'www.example.org' }] },
  ),
  host(
    '203.0.113.7',
    '2024-12-01T00:00:00Z',
    [
      {
        port: 8080,
        protocol: 'tcp',
        product: 'Apache httpd',
        cve: [{ id: 'CVE-2021-41773', severity: 'high', score: 7.5 }],
        modules: { http: { title: 'Not Found here, really not found' } },
      },
    ],
    {
      tags: [
        { name: 'is_tor_exit_node', value: true },
        { name: 'is_anonymous_proxy', value: false },
      ],
    },
  ),
];

const QUERIES = [
  '*',
  'services.port:22',
  'services.port:22 AND services.product:openssh',
  'services:(port:22 AND product:openssh)',
  'services:(port:22 AND NOT product:openssh)',
  'NOT services:(port:22)',
  'services.product:OpenSSH',
  'services.product:openssh*',
  'services.product:*ginx',
  'services.product:ng?nx',
  'services.product:/open.*|drop.*/',
  'services.product:ngnix~1',
  'services.port:[8000 TO 9000]',
  'services.port:{22 TO 443]',
  'services.port:>=443',
  'services.cve.score:>7',
  'services.cve.score:[7.5 TO 7.5]',
  'location.country_code:us',
  'location.country_code:[a TO e]',
  'asn.number:AS13335 OR asn.number:as16509',
  'ip:"198.51.100.0/24"',
  'ip:[198.51.100.2 TO 203.0.113.7]',
  'ip:2001:db8::5',
  'ip:"2001:db8::/32"',
  'last_updated_at:2025-01-11',
  'last_updated_at:>=2025-01-10',
  'last_updated_at:{* TO 2025-01-10T10:00:00Z}',
  'services.modules.http.title:"not found"',
  'services.modules.http.title:"not found"~2',
  'services.modules.http.title:found',
  'services.modules.http.title:welc*',
  'services.modules.ssh.banner:openssh',
  '_exists_:services.modules.http',
  '_exists_:hostnames',
  'hostnames.name:www.example.org',
  'tags:(name:is_tor_exit_node AND value:true)',
  'tags:(name:is_anonymous_proxy AND value:true)',
  'is_vuln:true',
  'NOT is_vuln:true',
  'nginx',
  'berlin',
  'location:berlin',
  'services.modules.tls.certificate.subject_alt_name.dns_names:*',
  'services.modules.tls.certificate.extensions.extended_key_usage.server_auth:true',
  'services.softwares.vendor:igor_sysoev',
  '-services.port:80 -services.port:443',
  '(services.port:80 OR services.port:443) AND NOT location.country_code:US',
];

for (const underTest of ENGINES) {
  describe(`engine conformance (hand-written): ${underTest.name}`, () => {
    let pair: Pair;
    let cleanup: () => Promise<void>;

    before(async () => {
      const opened = await underTest.open();
      pair = new Pair(opened.engine);
      cleanup = opened.cleanup;
      await pair.upsert('hosts', [...fixtureHosts, ...crafted]);
    });
    after(async () => cleanup());

    for (const text of QUERIES) {
      it(`search ${text}`, async () => {
        await pair.sameSearch('hosts', text, 5);
      });
    }

    it('terms aggregations', async () => {
      for (const field of [
        'services.port',
        'services.product',
        'location.country_code',
        'asn.number',
        'ip',
        'last_updated_at',
        'is_vuln',
        'services.cve.score',
        'services.modules.http.title',
        'tags.name',
      ]) {
        await pair.sameTerms('hosts', '*', field, 3);
        await pair.sameTerms('hosts', 'services.port:[80 TO 8080]', field, 10);
      }
    });

    it('pages through results with cursors', async () => {
      for (const size of [1, 2, 3, 7]) await pair.samePaging('hosts', '*', size);
      await pair.samePaging('hosts', 'services.port:>0', 2);
    });

    it('updates remove stale postings and deletes remove records', async () => {
      const closed = host('198.51.100.2', '2025-01-12T10:00:00Z', [
        { port: 80, protocol: 'tcp', product: 'nginx' },
      ]);
      await pair.upsert('hosts', [closed]);
      assert.equal(await pair.sameSearch('hosts', 'services.port:22 AND ip:198.51.100.2'), 0);
      assert.equal(await pair.sameSearch('hosts', 'ip:198.51.100.2'), 1);
      await pair.delete('hosts', ['198.51.100.1', '192.0.2.99', '198.51.100.1']);
      assert.equal(await pair.sameSearch('hosts', 'ip:198.51.100.1'), 0);
      await pair.sameSearch('hosts', '*', 20);
      await pair.sameTerms('hosts', '*', 'services.port', 5);
      assert.equal(await pair.engine.get('hosts', '198.51.100.1'), undefined);
      assert.deepEqual(await pair.engine.get('hosts', '198.51.100.2'), closed);
    });

    it('refuses a malformed cursor', async () => {
      const query = pair.analyze('hosts', '*');
      for (const after of [[1], ['x', 1], [1, 2, 3], [1, 'a']]) {
        await assert.rejects(
          pair.engine.search('hosts', query, { limit: 1, after }),
          (e) => e instanceof QueryError && e.code === 'invalid_cursor',
        );
      }
    });

    it('refuses aggregations on unknown or free-text fields', async () => {
      const query = pair.analyze('hosts', '*');
      await assert.rejects(
        pair.engine.terms('hosts', query, 'service.port', 5),
        /did you mean 'services\.port'/,
      );
      await assert.rejects(
        pair.engine.terms('hosts', query, 'services.modules.ssh.banner', 5),
        /cannot be summarized/,
      );
    });
  });
}

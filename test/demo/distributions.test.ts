/**
 * Sanity of the distributions over a 20,000-host dataset (the size the engine tests use),
 * and the consistency rules between members of a host.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { severityOf } from '../../src/demo/cvss.js';
import { DEFAULT_EPOCH_MS, generateHosts } from '../../src/demo/hosts.js';
import type { HostRecord } from '../../src/model/records/host.js';

const COUNT = 20_000;
const hosts = [...generateHosts({ seed: 1, count: COUNT })];
const DAY_MS = 86_400_000;

function tally<T>(values: Iterable<T>): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

const share = (predicate: (host: HostRecord) => boolean) =>
  hosts.filter(predicate).length / hosts.length;

const services = hosts.flatMap((host) => host.services ?? []);

describe('distributions over 20,000 hosts', () => {
  it('has web ports on top, and a long tail of ports', () => {
    const ports = tally(services.map((service) => service.port));
    const [top] = [...ports].sort((a, b) => b[1] - a[1]);
    assert.ok(top && (top[0] === 80 || top[0] === 443), `most frequent port: ${top?.[0]}`);
    assert.ok(ports.size >= 100, `only ${ports.size} distinct ports`);
    assert.ok(ports.has(22) && ports.has(3389) && ports.has(6379));
  });

  it('has 1 to 8 services per host, mostly 1 to 3, distinct per port and protocol', () => {
    let fewServices = 0;
    for (const host of hosts) {
      const list = host.services ?? [];
      assert.ok(list.length >= 1 && list.length <= 8, `${host.ip}: ${list.length} services`);
      if (list.length <= 3) fewServices++;
      const keys = new Set(list.map((service) => `${service.port}/${service.protocol}`));
      assert.equal(keys.size, list.length, `${host.ip} repeats a port`);
    }
    assert.ok(fewServices / COUNT > 0.65, `only ${fewServices} hosts with 1 to 3 services`);
    assert.ok(services.some((service) => service.protocol === 'udp'));
  });

  it('has 10 to 20% vulnerable hosts, with consistent CVEs', () => {
    const vulnerable = share((host) => host.is_vuln === true);
    assert.ok(vulnerable >= 0.1 && vulnerable <= 0.2, `${vulnerable} vulnerable`);
    let withExploit = 0;
    for (const host of hosts) {
      const hasCve = (host.services ?? []).some((service) => (service.cve?.length ?? 0) > 0);
      assert.equal(host.is_vuln, hasCve);
      for (const service of host.services ?? []) {
        assert.ok((service.cve?.length ?? 1) >= 1 && (service.cve?.length ?? 1) <= 6);
        for (const cve of service.cve ?? []) {
          assert.match(cve.id!, /^CVE-\d{4}-\d{4,}$/);
          assert.equal(cve.severity, severityOf(cve.score!));
          assert.equal(Math.round(cve.score! * 10) / 10, cve.score);
          assert.match(cve.vector_string!, /^CVSS:3\.1\/AV:[NALP]\//);
          assert.deepEqual(cve.services, [`${service.port}/${service.protocol}`]);
          if ((cve.exploit?.length ?? 0) > 0) withExploit++;
        }
      }
    }
    assert.ok(withExploit > 0, 'no CVE with an exploit');
  });

  it('shares networks and spreads over many countries', () => {
    const asns = tally(hosts.map((host) => host.asn?.number));
    assert.ok((asns.get('AS13335') ?? 0) >= 20, 'too few Cloudflare hosts');
    assert.ok(asns.size >= 100, `only ${asns.size} ASNs`);
    const countries = tally(hosts.map((host) => host.location?.country_code));
    assert.ok(countries.size >= 30, `only ${countries.size} countries`);
    const [topCountry] = [...countries].sort((a, b) => b[1] - a[1]);
    assert.equal(topCountry?.[0], 'US');
  });

  it('has names, TLS and undeclared modules in realistic proportions', () => {
    const named = share((host) => host.hostnames !== undefined);
    assert.ok(named > 0.25 && named < 0.35, `${named} hosts with hostnames`);
    const withDomains = share((host) => host.domains !== undefined);
    assert.ok(withDomains > 0.07 && withDomains < 0.13, `${withDomains} hosts with domains`);
    const ipv6 = share((host) => host.is_ipv6 === true);
    assert.ok(ipv6 > 0.01 && ipv6 < 0.03, `${ipv6} IPv6 hosts`);
    const tls = services.filter((service) => service.modules?.tls).length / services.length;
    assert.ok(tls > 0.3 && tls < 0.45, `${tls} of services with TLS`);
    const declared = new Set(['http', 'tls', 'ssh', 'ftp', 'smtp']);
    const extra = services.filter((service) =>
      Object.keys(service.modules ?? {}).some((name) => !declared.has(name)),
    ).length;
    assert.ok(extra / services.length > 0.003 && extra / services.length < 0.03, `${extra} extra`);
  });

  it('keeps the members of a host consistent with each other', () => {
    const epoch = DEFAULT_EPOCH_MS;
    let unknownAsnDates = 0;
    for (const host of hosts) {
      const list = host.services ?? [];
      const times = list.map((service) => Date.parse(service.last_updated_at!));
      const last = Date.parse(host.last_updated_at!);
      assert.equal(last, Math.max(...times), `${host.ip}: last_updated_at is not the newest`);
      assert.ok(last <= epoch && last >= epoch - 90 * DAY_MS, host.last_updated_at);
      assert.ok(host.scan_id! * 1000 <= last, `${host.ip}: scan after the update`);
      assert.ok(Date.parse(host.location_updated_at!) < last);
      assert.ok(Date.parse(host.whois_updated_at!) < last);
      if (host.asn_updated_at === '0001-01-01T00:00:00Z') unknownAsnDates++;
      const modules: string[] = [];
      for (const service of list) {
        for (const name of Object.keys(service.modules ?? {})) {
          if (!modules.includes(name)) modules.push(name);
        }
        if (service.tunnel === 'ssl' && service.url) assert.ok(service.url.startsWith('https://'));
      }
      assert.deepEqual(host.banner, modules);
      assert.match(host.services_hash!, /^[0-9a-f]{64}$/);
      assert.ok(host.location?.geo_point?.startsWith(`${host.location.coordinates?.latitude}, `));
    }
    assert.ok(unknownAsnDates > COUNT * 0.3 && unknownAsnDates < COUNT * 0.7);
  });

  it('is recent-heavy: most hosts were seen in the last month', () => {
    const recent = share(
      (host) => Date.parse(host.last_updated_at!) > DEFAULT_EPOCH_MS - 30 * DAY_MS,
    );
    assert.ok(recent > 0.5 && recent < 0.7, `${recent} seen in the last 30 days`);
  });
});

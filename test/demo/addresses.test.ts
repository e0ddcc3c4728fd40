import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ipv4Address, ipv4Value, ipv6Address } from '../../src/demo/addresses.js';
import { generateHosts } from '../../src/demo/hosts.js';
import { canonicalIp, ipKey, parseCidr } from '../../src/model/values/ip.js';

/** Ranges no generated IPv4 address may fall in: not routable on the public internet. */
const NON_PUBLIC = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '224.0.0.0/3',
].map((cidr) => parseCidr(cidr)!);

function ipKeyOf(ip: string): string {
  const key = ipKey(ip);
  assert.ok(key, `${ip} does not parse`);
  return key;
}

describe('host addresses', () => {
  it('are unique across 200,000 hosts, canonical, and flagged with their version', () => {
    const seen = new Set<string>();
    let ipv6 = 0;
    for (const host of generateHosts({ seed: 20, count: 200_000 })) {
      assert.ok(!seen.has(host.ip), `${host.ip} generated twice`);
      seen.add(host.ip);
      const v6 = host.ip.includes(':');
      if (v6) ipv6++;
      assert.equal(host.is_ipv6, v6);
      assert.equal(host.is_ipv4, !v6);
    }
    assert.ok(ipv6 > 2_000 && ipv6 < 6_000, `${ipv6} IPv6 hosts out of 200,000`);
    for (const ip of [...seen].slice(0, 20_000)) assert.equal(canonicalIp(ip), ip);
  });

  it('never uses private, loopback, multicast or reserved IPv4 space', () => {
    for (let i = 0; i < 100_000; i++) {
      const key = ipKeyOf(ipv4Address(9, i).ip);
      for (const range of NON_PUBLIC) {
        assert.ok(key < range.from || key > range.to, `${ipv4Address(9, i).ip} is not public`);
      }
    }
  });

  it('maps distinct indices to distinct IPv4 addresses far beyond 2^24', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 300_000; i++) {
      const value = ipv4Value(4, 16_000_000 + i * 97);
      assert.ok(!seen.has(value));
      seen.add(value);
    }
  });

  it('puts IPv6 hosts in 2001:db8::/32, with their /48 as network', () => {
    const documentation = parseCidr('2001:db8::/32')!;
    for (let i = 0; i < 20_000; i++) {
      const address = ipv6Address(3, i);
      assert.equal(canonicalIp(address.ip), address.ip);
      const key = ipKeyOf(address.ip);
      assert.ok(key >= documentation.from && key <= documentation.to, address.ip);
      const network = parseCidr(address.network);
      assert.ok(network && key >= network.from && key <= network.to, address.network);
      assert.equal(address.urlHost, `[${address.ip}]`);
    }
  });

  it('gives each IPv4 host the /24 it lies in as network', () => {
    for (let i = 0; i < 1_000; i++) {
      const address = ipv4Address(1, i);
      const range = parseCidr(address.network)!;
      const key = ipKeyOf(address.ip);
      assert.ok(key >= range.from && key <= range.to);
      assert.ok(address.network.endsWith('.0/24'));
    }
  });
});

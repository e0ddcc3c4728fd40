import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  canonicalIp,
  formatIpKey,
  ipKey,
  nextIpKey,
  parseCidr,
  previousIpKey,
  rangeAsCidr,
} from '../../../src/model/values/ip.js';

describe('ip addresses', () => {
  it('canonicalizes IPv4 and IPv6 (RFC 5952)', () => {
    assert.equal(canonicalIp('1.2.3.4'), '1.2.3.4');
    assert.equal(canonicalIp('2001:DB8:0:0:0:0:0:1'), '2001:db8::1');
    assert.equal(canonicalIp('2001:db8:0:0:1:0:0:1'), '2001:db8::1:0:0:1');
    assert.equal(canonicalIp('::'), '::');
    assert.equal(canonicalIp('::1'), '::1');
    assert.equal(canonicalIp('1::'), '1::');
    assert.equal(canonicalIp('2001:db8:1:1:1:1:1:0'), '2001:db8:1:1:1:1:1:0');
    // An IPv4-mapped address is the IPv4 address.
    assert.equal(canonicalIp('::ffff:1.2.3.4'), '1.2.3.4');
    assert.equal(canonicalIp('::ffff:0102:0304'), '1.2.3.4');
  });

  it('refuses what is not an address', () => {
    for (const bad of [
      '1.2.3',
      '1.2.3.256',
      '01.2.3.4',
      '1.2.3.4.5',
      '2001:db8:::1',
      '1:2:3:4:5:6:7:8:9',
      'fe80::1%eth0',
      'g::1',
      '',
      'localhost',
      '::ffff:1.2.3',
    ]) {
      assert.equal(canonicalIp(bad), undefined, bad);
    }
  });

  it('orders keys numerically, IPv4 inside the IPv6 space', () => {
    const keys = ['::1', '0.0.0.1', '9.255.255.255', '10.0.0.0', '2001:db8::', 'ffff::'].map(
      (a) => ipKey(a)!,
    );
    assert.deepEqual([...keys].sort(), keys);
    assert.equal(formatIpKey(ipKey('10.1.2.3')!), '10.1.2.3');
  });

  it('turns CIDR blocks into inclusive ranges and back', () => {
    const block = parseCidr('10.0.0.0/8')!;
    assert.equal(formatIpKey(block.from), '10.0.0.0');
    assert.equal(formatIpKey(block.to), '10.255.255.255');
    assert.equal(rangeAsCidr(block), '10.0.0.0/8');
    assert.equal(formatIpKey(parseCidr('10.1.2.3/8')!.from), '10.0.0.0');
    assert.equal(rangeAsCidr(parseCidr('2001:db8::/32')!), '2001:db8::/32');
    assert.equal(rangeAsCidr(parseCidr('0.0.0.0/0')!), '0.0.0.0/0');
    assert.equal(rangeAsCidr({ from: ipKey('10.0.0.1')!, to: ipKey('10.0.0.2')! }), undefined);
    assert.equal(parseCidr('10.0.0.0/33'), undefined);
    assert.equal(parseCidr('10.0.0.0/'), undefined);
    assert.equal(parseCidr('::/129'), undefined);
  });

  it('steps to neighbouring addresses', () => {
    assert.equal(formatIpKey(nextIpKey(ipKey('10.0.0.255')!)!), '10.0.1.0');
    assert.equal(formatIpKey(previousIpKey(ipKey('10.0.1.0')!)!), '10.0.0.255');
    assert.equal(previousIpKey(ipKey('::')!), undefined);
    assert.equal(nextIpKey(ipKey('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')!), undefined);
  });
});

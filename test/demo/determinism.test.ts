import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_EPOCH_MS, generateHost, generateHosts } from '../../src/demo/hosts.js';
import type { HostRecord } from '../../src/model/records/host.js';

const DAY_MS = 86_400_000;

describe('generateHost determinism', () => {
  it('gives the same host for the same (seed, index), whatever was generated before', () => {
    const first = [0, 1, 17, 999, 123_456, 9_999_999].map((i) => generateHost(42, i));
    for (const _ of generateHosts({ seed: 7, count: 300, start: 500 })) {
      // Generating other hosts must not disturb anything (no shared random state).
    }
    const again = [0, 1, 17, 999, 123_456, 9_999_999].map((i) => generateHost(42, i));
    assert.deepEqual(again, first);
  });

  it('never reads Math.random or the clock', () => {
    const { random } = Math;
    const { now } = Date;
    const refuse = () => {
      throw new Error('the generator must be deterministic');
    };
    Math.random = refuse;
    Date.now = refuse;
    try {
      for (const _ of generateHosts({ seed: 3, count: 500 })) {
        // generation must succeed without them
      }
    } finally {
      Math.random = random;
      Date.now = now;
    }
  });

  it('concatenates chunks into the same dataset as one run', () => {
    const whole = [...generateHosts({ seed: 11, count: 300 })];
    const chunks = [
      ...generateHosts({ seed: 11, count: 100 }),
      ...generateHosts({ seed: 11, start: 100, count: 150 }),
      ...generateHosts({ seed: 11, start: 250, count: 50 }),
    ];
    assert.equal(chunks.length, 300);
    assert.deepEqual(chunks, whole);
    assert.deepEqual(whole[123], generateHost(11, 123));
  });

  it('gives different datasets for different seeds', () => {
    const a = [...generateHosts({ seed: 1, count: 200 })];
    const b = [...generateHosts({ seed: 2, count: 200 })];
    const sameIp = a.filter((host, i) => host.ip === b[i]!.ip).length;
    assert.ok(sameIp < 5, `${sameIp} hosts kept their address across seeds`);
    assert.notDeepEqual(a, b);
    const ipsA = new Set(a.map((host) => host.ip));
    assert.ok(b.filter((host) => ipsA.has(host.ip)).length < 5, 'the seeds share addresses');
  });

  it('dates everything relative to the epoch, never after it', () => {
    const epochMs = Date.UTC(2024, 5, 1);
    const later = epochMs + DAY_MS;
    for (let i = 0; i < 200; i++) {
      const host = generateHost(5, i, epochMs);
      const shifted = generateHost(5, i, later);
      const seen = Date.parse(host.last_updated_at!);
      assert.ok(seen <= epochMs && seen > epochMs - 91 * DAY_MS, host.last_updated_at);
      assert.equal(Date.parse(shifted.last_updated_at!) - seen, DAY_MS);
      assert.equal(shifted.ip, host.ip);
      assert.deepEqual(
        shifted.services?.map((s) => s.port),
        host.services?.map((s) => s.port),
      );
    }
    const byDefault: HostRecord = generateHost(5, 0);
    assert.deepEqual(byDefault, generateHost(5, 0, DEFAULT_EPOCH_MS));
  });

  it('refuses indices and counts that are not non-negative integers', () => {
    assert.throws(() => generateHost(1, -1), RangeError);
    assert.throws(() => generateHost(1, 1.5), RangeError);
    assert.throws(() => generateHost(1.5, 1), RangeError);
    assert.throws(() => [...generateHosts({ seed: 1, count: -1 })], RangeError);
    assert.deepEqual([...generateHosts({ seed: 1, count: 0 })], []);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cvssBaseScore, severityOf } from '../../src/demo/cvss.js';
import { randomDecimal, randomHex, stableHex, stableMurmur } from '../../src/demo/digests.js';
import { deriveSeed, Picker, Random, WeightedTable, zipfPicker } from '../../src/demo/random.js';
import { httpDate, instantMs, instantSeconds } from '../../src/demo/time.js';

describe('Random', () => {
  it('repeats its stream for the same seed and differs for another', () => {
    const a = new Random(123);
    const b = new Random(123);
    const c = new Random(124);
    const streamA = Array.from({ length: 100 }, () => a.next());
    assert.deepEqual(
      Array.from({ length: 100 }, () => b.next()),
      streamA,
    );
    assert.notDeepEqual(
      Array.from({ length: 100 }, () => c.next()),
      streamA,
    );
  });

  it('keeps int() within its inclusive bounds and reaches both', () => {
    const random = new Random(1);
    const seen = new Set<number>();
    for (let i = 0; i < 10_000; i++) {
      const value = random.int(3, 7);
      assert.ok(Number.isInteger(value) && value >= 3 && value <= 7);
      seen.add(value);
    }
    assert.deepEqual([...seen].sort(), [3, 4, 5, 6, 7]);
  });

  it('derives unrelated seeds from neighbouring indices and salts', () => {
    const seeds = new Set<number>();
    for (let i = 0; i < 10_000; i++) seeds.add(deriveSeed(42, i));
    for (let salt = 0; salt < 100; salt++) seeds.add(deriveSeed(42, 0, salt + 1));
    assert.equal(seeds.size, 10_100);
    assert.notEqual(deriveSeed(1, 2 ** 32), deriveSeed(1, 0));
  });
});

describe('weighted and Zipf sampling', () => {
  it('follows the weights', () => {
    const table = new WeightedTable([1, 0, 3]);
    const random = new Random(9);
    const counts = [0, 0, 0];
    for (let i = 0; i < 40_000; i++) counts[table.sample(random)]!++;
    assert.equal(counts[1], 0);
    assert.ok(Math.abs(counts[2]! / counts[0]! - 3) < 0.2, `${counts}`);
  });

  it('gives rank k a weight proportional to 1 / (k + 1)^s', () => {
    const table = WeightedTable.zipf(10, 1);
    assert.ok(Math.abs(table.probability(0) / table.probability(1) - 2) < 1e-9);
    assert.ok(Math.abs(table.probability(0) / table.probability(9) - 10) < 1e-9);
    const picker = zipfPicker(['a', 'b', 'c', 'd'], 2);
    const random = new Random(5);
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      const item = picker.pick(random);
      counts.set(item, (counts.get(item) ?? 0) + 1);
    }
    assert.ok(counts.get('a')! > counts.get('b')! && counts.get('b')! > counts.get('d')!);
  });

  it('refuses tables it cannot sample', () => {
    assert.throws(() => new WeightedTable([]));
    assert.throws(() => new WeightedTable([0, 0]));
    assert.throws(() => new WeightedTable([1, -1]));
    assert.throws(() => new Picker(['a', 'b'], [1]));
  });
});

describe('digest-shaped strings', () => {
  it('have the requested length and alphabet', () => {
    const random = new Random(3);
    assert.match(randomHex(random, 32), /^[0-9a-f]{64}$/);
    assert.match(randomHex(random, 20, true), /^[0-9A-F]{40}$/);
    assert.match(randomDecimal(random, 39), /^[1-9]\d{38}$/);
  });

  it('are stable for the same text', () => {
    assert.equal(stableHex('nginx|404', 32), stableHex('nginx|404', 32));
    assert.notEqual(stableHex('nginx|404', 32), stableHex('nginx|403', 32));
    assert.equal(stableMurmur('x'), stableMurmur('x'));
    assert.ok(Number.isInteger(stableMurmur('x')) && Math.abs(stableMurmur('x')) < 2 ** 31);
  });
});

describe('timestamp formatting', () => {
  it('writes what the Date methods write, faster', () => {
    const random = new Random(8);
    for (let i = 0; i < 5_000; i++) {
      const ms = Date.UTC(1990, 0, 1) + Math.floor(random.float() * 60 * 365 * 86_400_000);
      const date = new Date(ms);
      assert.equal(instantMs(ms), date.toISOString());
      assert.equal(instantSeconds(ms), `${date.toISOString().slice(0, 19)}Z`);
      assert.equal(httpDate(ms), date.toUTCString());
    }
    // Outside four-digit years the Date methods are used as they are.
    assert.equal(instantSeconds(-62_135_596_800_000), '0001-01-01T00:00:00Z');
  });
});

describe('CVSS v3.1 base scores', () => {
  it('match the scores NVD publishes for well-known vectors', () => {
    const cases: [string, number][] = [
      ['AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 9.8],
      ['AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H', 10],
      ['AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:H/A:H', 8.1],
      ['AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H', 8.8],
      ['AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:H', 7.5],
      ['AV:N/AC:L/PR:N/UI:N/S:U/C:L/I:N/A:N', 5.3],
      ['AV:N/AC:L/PR:N/UI:R/S:C/C:L/I:L/A:N', 6.1],
      ['AV:L/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H', 7.8],
      ['AV:L/AC:H/PR:L/UI:N/S:U/C:H/I:H/A:H', 7],
      ['AV:N/AC:H/PR:N/UI:N/S:U/C:N/I:H/A:N', 5.9],
      ['AV:N/AC:L/PR:L/UI:N/S:C/C:H/I:H/A:H', 9.9],
      ['CVSS:3.1/AV:N/AC:L/PR:H/UI:N/S:U/C:H/I:H/A:H', 7.2],
      ['AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:N', 0],
    ];
    for (const [vector, score] of cases) assert.equal(cvssBaseScore(vector), score, vector);
  });

  it('rates scores the way NVD does', () => {
    assert.equal(severityOf(0), 'none');
    assert.equal(severityOf(3.9), 'low');
    assert.equal(severityOf(4), 'medium');
    assert.equal(severityOf(7), 'high');
    assert.equal(severityOf(9), 'critical');
    assert.throws(() => cvssBaseScore('AV:X/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H'));
  });
});

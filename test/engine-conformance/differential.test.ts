/**
 * Randomized differential testing: thousands of random queries over ~20,000 generated hosts;
 * every engine must give the reference engine's totals, first pages, cursors and terms
 * aggregations, and paging through whole results must neither skip nor repeat a record.
 * The seed is printed so a failure can be replayed (PANOPTES_DIFF_SEED=...).
 */
import { after, before, describe, it } from 'node:test';
import { generateHosts } from '../../src/demo/hosts.js';
import type { JsonObject } from '../../src/model/json.js';
import { ENGINES, Pair } from './harness.js';
import { POOL_FIELDS, Rng, randomQuery, TERMS_FIELDS, ValuePool } from './random-queries.js';

const HOSTS = 20_000;
const QUERIES = 600;
const PAGED_QUERIES = 25;
// CI runs a fixed seed so that a landing never depends on luck; other runs explore new seeds.
const seed = Number(
  process.env.PANOPTES_DIFF_SEED ?? (process.env.CI ? 20_261_121 : Date.now() % 1_000_000),
);

for (const underTest of ENGINES) {
  describe(`engine conformance (differential, seed ${seed}): ${underTest.name}`, () => {
    let pair: Pair;
    let cleanup: () => Promise<void>;
    let pool: ValuePool;

    before(async () => {
      const opened = await underTest.open();
      pair = new Pair(opened.engine);
      cleanup = opened.cleanup;
      const hosts: JsonObject[] = [
        ...generateHosts({ seed: 7, count: HOSTS }),
      ] as unknown as JsonObject[];
      for (let i = 0; i < hosts.length; i += 2000)
        await pair.upsert('hosts', hosts.slice(i, i + 2000));
      pool = new ValuePool(hosts, POOL_FIELDS);
    });
    after(async () => cleanup());

    it(`${QUERIES} random queries: totals, first pages, cursors, aggregations`, async () => {
      const rng = new Rng(seed);
      for (let i = 0; i < QUERIES; i++) {
        const text = randomQuery(rng, pool);
        const limit = rng.pick([1, 10, 100]);
        const total = await pair.sameSearch('hosts', text, limit);
        if (total > 0 || rng.chance(0.1))
          await pair.sameTerms('hosts', text, rng.pick(TERMS_FIELDS), rng.pick([1, 5, 10, 50]));
      }
    });

    it(`pages through ${PAGED_QUERIES} random results with cursors`, async () => {
      const rng = new Rng(seed + 1);
      for (let i = 0; i < PAGED_QUERIES; i++) {
        await pair.samePaging(
          'hosts',
          i === 0 ? '*' : randomQuery(rng, pool),
          rng.pick([100, 250, 1000]),
        );
      }
    });

    it('agrees after updates and deletions', async () => {
      const rng = new Rng(seed + 2);
      const updates = [...generateHosts({ seed: 8, count: 2000 })] as unknown as JsonObject[];
      // Same addresses as existing hosts (so these replace them), new content.
      const replaced = updates.map((host, i) => ({
        ...host,
        ip: `${pool.draw(rng, 'ip')}`,
        scan_id: i,
      }));
      await pair.upsert('hosts', replaced);
      await pair.delete(
        'hosts',
        Array.from({ length: 300 }, () => pool.draw(rng, 'ip')),
      );
      for (let i = 0; i < 300; i++) await pair.sameSearch('hosts', randomQuery(rng, pool), 10);
      for (const field of TERMS_FIELDS) await pair.sameTerms('hosts', '*', field, 10);
    });
  });
}

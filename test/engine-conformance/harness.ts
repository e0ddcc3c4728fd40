/**
 * The conformance harness: the engines under test, each paired with the reference engine
 * holding the same records, and assertions that they answer alike.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Cursor, Engine, SortKey } from '../../src/engine/contract.js';
import { EmbeddedEngine } from '../../src/engine/embedded/embedded-engine.js';
import { ReferenceEngine } from '../../src/engine/reference/reference-engine.js';
import type { DatasetId } from '../../src/model/field.js';
import type { JsonObject } from '../../src/model/json.js';
import { recordIdOf } from '../../src/model/record-id.js';
import { analyzeQuery } from '../../src/query/analyze/analyzer.js';
import type { Query } from '../../src/query/analyzed.js';

export interface EngineUnderTest {
  readonly name: string;
  open(): Promise<{ engine: Engine; cleanup: () => Promise<void> }>;
}

/** Every engine implementation; a new engine joins the suite by being listed here. */
export const ENGINES: readonly EngineUnderTest[] = [
  {
    name: 'embedded',
    async open() {
      const dataDir = mkdtempSync(join(tmpdir(), 'panoptes-conformance-'));
      const engine = await EmbeddedEngine.open({ dataDir });
      return {
        engine,
        cleanup: async () => {
          await engine.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
];

export const NOW = Date.UTC(2025, 0, 15, 12);

export class Pair {
  readonly reference = new ReferenceEngine();
  constructor(readonly engine: Engine) {}

  async upsert(dataset: DatasetId, records: readonly JsonObject[]): Promise<void> {
    await this.engine.upsert(dataset, records);
    await this.reference.upsert(dataset, records);
  }

  async delete(dataset: DatasetId, ids: readonly string[]): Promise<void> {
    assert.equal(await this.engine.delete(dataset, ids), await this.reference.delete(dataset, ids));
  }

  analyze(dataset: DatasetId, text: string): Query {
    return analyzeQuery(text, { registry: this.reference.registry(dataset), now: NOW });
  }

  /** Same total, same first page (records and cursor) for a query. */
  async sameSearch(
    dataset: DatasetId,
    text: string,
    limit = 10,
    sort?: readonly SortKey[],
  ): Promise<number> {
    const query = this.analyze(dataset, text);
    const [actual, expected] = await Promise.all([
      this.engine.search(dataset, query, { limit, ...(sort ? { sort } : {}) }),
      this.reference.search(dataset, query, { limit, ...(sort ? { sort } : {}) }),
    ]);
    assert.equal(actual.total, expected.total, `total of ${text}`);
    assert.deepEqual(
      ids(dataset, actual.hits),
      ids(dataset, expected.hits),
      `first page of ${text}`,
    );
    assert.deepEqual(actual.last, expected.last, `cursor of ${text}`);
    assert.equal(await this.engine.count(dataset, query), expected.total, `count of ${text}`);
    return expected.total;
  }

  async sameTerms(dataset: DatasetId, text: string, field: string, size: number): Promise<void> {
    const query = this.analyze(dataset, text);
    const actual = await this.engine.terms(dataset, query, field, size);
    const expected = await this.reference.terms(dataset, query, field, size);
    assert.deepEqual(actual, expected, `terms of ${field} for ${text}`);
  }

  /** Pages through the whole result with cursors: every record once, in the reference order. */
  async samePaging(
    dataset: DatasetId,
    text: string,
    pageSize: number,
    sort?: readonly SortKey[],
  ): Promise<void> {
    const query = this.analyze(dataset, text);
    const all = await this.reference.search(dataset, query, {
      limit: 1_000_000,
      ...(sort ? { sort } : {}),
    });
    const seen: string[] = [];
    let after: Cursor | undefined;
    for (;;) {
      const page = await this.engine.search(dataset, query, {
        limit: pageSize,
        ...(after ? { after } : {}),
        ...(sort ? { sort } : {}),
      });
      seen.push(...ids(dataset, page.hits));
      if (page.hits.length < pageSize || page.last === null) break;
      after = page.last;
    }
    assert.deepEqual(seen, ids(dataset, all.hits), `paging through ${text}`);
  }
}

export function ids(dataset: DatasetId, records: readonly JsonObject[]): string[] {
  return records.map((record) => recordIdOf(dataset, record));
}

/**
 * Asserts that `engine` answers `queries` as the reference engine does over the same records:
 * totals, first pages (whole records) and a terms aggregation of `termsField`.
 */
export async function assertSameAnswers(
  engine: Engine,
  records: readonly JsonObject[],
  queries: readonly string[],
  options: { limit?: number; termsField?: string } = {},
): Promise<void> {
  const { limit = 5, termsField = 'services.port' } = options;
  const reference = new ReferenceEngine();
  await reference.upsert('hosts', records);
  for (const text of queries) {
    const query = analyzeQuery(text, { registry: reference.registry('hosts'), now: NOW });
    const [actual, expected] = await Promise.all([
      engine.search('hosts', query, { limit }),
      reference.search('hosts', query, { limit }),
    ]);
    assert.equal(actual.total, expected.total, `total of ${text}`);
    assert.deepEqual(actual.hits, expected.hits, `first page of ${text}`);
    assert.deepEqual(actual.last, expected.last, `cursor of ${text}`);
    assert.deepEqual(
      await engine.terms('hosts', query, termsField, 10),
      await reference.terms('hosts', query, termsField, 10),
      `terms of ${text}`,
    );
  }
}

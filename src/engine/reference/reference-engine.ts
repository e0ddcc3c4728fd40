/**
 * The reference engine: every operation scans every stored record with the reference
 * evaluator. Slow by design and obviously right; the conformance suite demands that every
 * real engine answer exactly as it does.
 */
import type { DatasetId } from '../../model/field.js';
import type { JsonObject } from '../../model/json.js';
import { valuesAt } from '../../model/paths.js';
import { recordIdOf } from '../../model/record-id.js';
import { type FieldRegistry, registryFor } from '../../model/registry.js';
import { bucketKey, type IndexTerm } from '../../model/values/indexing.js';
import type { Query } from '../../query/analyzed.js';
import type { Cursor, Engine, SearchOptions, SearchResult, TermsResult } from '../contract.js';
import {
  comparePositions,
  planSort,
  type SortPlan,
  sortPosition,
  validateCursor,
} from '../sorting.js';
import { planTerms, rankBuckets } from '../terms.js';
import { matchesRecord } from './evaluate.js';

export class ReferenceEngine implements Engine {
  private readonly records = new Map<DatasetId, Map<string, JsonObject>>();
  private readonly registries = new Map<DatasetId, FieldRegistry>();
  private readonly positions = new WeakMap<JsonObject, Map<string, Cursor>>();

  async upsert(dataset: DatasetId, records: readonly JsonObject[]): Promise<void> {
    const ids = records.map((record) => recordIdOf(dataset, record));
    const stored = this.store(dataset);
    records.forEach((record, i) => {
      const copy = deepFreeze(structuredClone(record));
      this.registry(dataset).observe(copy);
      stored.set(ids[i]!, copy);
    });
  }

  async delete(dataset: DatasetId, ids: readonly string[]): Promise<number> {
    const stored = this.store(dataset);
    return ids.filter((id) => stored.delete(id)).length;
  }

  async get(dataset: DatasetId, id: string): Promise<JsonObject | undefined> {
    return this.store(dataset).get(id);
  }

  async search(dataset: DatasetId, query: Query, options: SearchOptions): Promise<SearchResult> {
    const plan = planSort(this.registry(dataset), options.sort);
    const after = options.after && validateCursor(plan, options.after);
    const matched = this.matching(dataset, query).map(([id, record]) => ({
      record,
      position: this.position(plan, id, record),
    }));
    matched.sort((a, b) => comparePositions(plan, a.position, b.position));
    const page = matched
      .filter((m) => !after || comparePositions(plan, m.position, after) > 0)
      .slice(0, options.limit);
    return {
      hits: page.map((m) => m.record),
      total: matched.length,
      last: page.length > 0 ? page[page.length - 1]!.position : null,
    };
  }

  async count(dataset: DatasetId, query: Query): Promise<number> {
    return this.matching(dataset, query).length;
  }

  async terms(dataset: DatasetId, query: Query, field: string, size: number): Promise<TermsResult> {
    const definition = planTerms(this.registry(dataset), field, size);
    const counts = new Map<IndexTerm, number>();
    for (const [, record] of this.matching(dataset, query)) {
      const keys = new Set<IndexTerm>();
      for (const raw of valuesAt(record, field)) {
        const key = bucketKey(definition.type, raw);
        if (key !== undefined) keys.add(key);
      }
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return rankBuckets(counts, size);
  }

  registry(dataset: DatasetId): FieldRegistry {
    let registry = this.registries.get(dataset);
    if (!registry) {
      registry = registryFor(dataset);
      this.registries.set(dataset, registry);
    }
    return registry;
  }

  async close(): Promise<void> {
    this.records.clear();
  }

  /** A record's sort position, computed once per record and order (stored records never change). */
  private position(plan: SortPlan, id: string, record: JsonObject): Cursor {
    const key = JSON.stringify(plan.keys);
    let byPlan = this.positions.get(record);
    if (!byPlan) {
      byPlan = new Map();
      this.positions.set(record, byPlan);
    }
    let position = byPlan.get(key);
    if (!position) {
      position = sortPosition(plan, id, record);
      byPlan.set(key, position);
    }
    return position;
  }

  private matching(dataset: DatasetId, query: Query): Array<[string, JsonObject]> {
    return [...this.store(dataset)].filter(([, record]) => matchesRecord(query, record));
  }

  private store(dataset: DatasetId): Map<string, JsonObject> {
    let stored = this.records.get(dataset);
    if (!stored) {
      stored = new Map();
      this.records.set(dataset, stored);
    }
    return stored;
  }
}

/** Stored records are frozen, so they can be handed out without copies and never change. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

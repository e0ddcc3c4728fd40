/**
 * The embedded engine: an in-memory inverted index per dataset over records kept durable in
 * LMDB. Writes commit to LMDB first, then apply to the index in one synchronous step, so an
 * acknowledged write survives a crash and every search sees a whole batch or none of it.
 */
import { DATASET_IDS, type DatasetId } from '../../model/field.js';
import type { JsonObject } from '../../model/json.js';
import { recordIdOf } from '../../model/record-id.js';
import { type DiscoveredFields, registryFor } from '../../model/registry.js';
import type { Query } from '../../query/analyzed.js';
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from '../../query/limits.js';
import type { Engine, SearchOptions, SearchResult, TermsResult } from '../contract.js';
import { planSort, validateCursor } from '../sorting.js';
import { planTerms } from '../terms.js';
import { aggregateTerms } from './aggregate.js';
import { DatasetIndex } from './dataset-index.js';
import { count } from './doc-set.js';
import { Executor } from './executor.js';
import { RecordStore } from './storage/store.js';
import { topHits } from './top-hits.js';

export interface EmbeddedEngineOptions {
  readonly dataDir: string;
  readonly limits?: QueryLimits;
}

export class EmbeddedEngine implements Engine {
  private readonly indexes = new Map<DatasetId, DatasetIndex>();

  private constructor(
    private readonly store: RecordStore,
    private readonly limits: QueryLimits,
  ) {}

  /** Opens the data directory and loads every dataset's index. */
  static async open(options: EmbeddedEngineOptions): Promise<EmbeddedEngine> {
    const engine = new EmbeddedEngine(
      RecordStore.open(options.dataDir),
      options.limits ?? DEFAULT_QUERY_LIMITS,
    );
    for (const dataset of DATASET_IDS) engine.rebuild(dataset);
    return engine;
  }

  async upsert(dataset: DatasetId, records: readonly JsonObject[]): Promise<void> {
    // Ids first: a batch with an invalid record stores nothing.
    const puts = records.map((record): [string, JsonObject] => [
      recordIdOf(dataset, record),
      record,
    ]);
    await this.store.write(dataset, puts);
    const index = this.index(dataset);
    const changed = puts.flatMap(([, record]) => index.registry.observe(record));
    const widened = changed.some((field) => {
      const existing = index.fields.get(field.name);
      return existing !== undefined && existing.type !== field.type;
    });
    if (widened) {
      // A discovered field changed type: its postings were built for the old one.
      this.rebuild(dataset, index.registry.discovered());
      return;
    }
    for (const [id, record] of puts) index.add(id, record);
  }

  async delete(dataset: DatasetId, ids: readonly string[]): Promise<number> {
    const existing = ids.filter((id) => this.store.has(dataset, id));
    await this.store.write(dataset, [], existing);
    const index = this.index(dataset);
    for (const id of existing) index.remove(id);
    return existing.length;
  }

  async get(dataset: DatasetId, id: string): Promise<JsonObject | undefined> {
    return this.store.get(dataset, id);
  }

  async search(dataset: DatasetId, query: Query, options: SearchOptions): Promise<SearchResult> {
    const index = this.index(dataset);
    const plan = planSort(index.registry, options.sort);
    const after = options.after && validateCursor(plan, options.after);
    const matching = new Executor(index, this.limits).run(query);
    const top = topHits(index, matching, plan, after, options.limit);
    const hits = top.elements.map((element) => this.store.get(dataset, index.idOf[element]!)!);
    return { hits, total: count(matching), last: top.positions.at(-1) ?? null };
  }

  async count(dataset: DatasetId, query: Query): Promise<number> {
    return count(new Executor(this.index(dataset), this.limits).run(query));
  }

  async terms(dataset: DatasetId, query: Query, field: string, size: number): Promise<TermsResult> {
    const index = this.index(dataset);
    planTerms(index.registry, field, size);
    return aggregateTerms(index, new Executor(index, this.limits).run(query), field, size);
  }

  registry(dataset: DatasetId) {
    return this.index(dataset).registry;
  }

  async close(): Promise<void> {
    await this.store.close();
  }

  private index(dataset: DatasetId): DatasetIndex {
    return this.indexes.get(dataset)!;
  }

  /** Indexes every stored record of a dataset afresh: one pass to learn fields, one to index. */
  private rebuild(dataset: DatasetId, discovered?: DiscoveredFields): void {
    const registry = registryFor(dataset, discovered);
    for (const [, record] of this.store.entries(dataset)) registry.observe(record);
    const index = new DatasetIndex(registry);
    for (const [id, record] of this.store.entries(dataset)) index.add(id, record);
    this.indexes.set(dataset, index);
  }
}

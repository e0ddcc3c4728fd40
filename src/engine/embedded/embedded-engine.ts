/**
 * The embedded engine: an in-memory inverted index per dataset over records kept durable in
 * LMDB. Writes commit to LMDB first (records and a change entry in one transaction), then
 * apply to the index in one synchronous step: an acknowledged write survives a crash, and a
 * search sees a whole batch or none of it. Opening loads the latest index snapshot and
 * replays the changes committed after it.
 */
import { DATASET_IDS, type DatasetId } from '../../model/field.js';
import type { JsonObject } from '../../model/json.js';
import { recordIdOf } from '../../model/record-id.js';
import { type DiscoveredFields, type FieldRegistry, registryFor } from '../../model/registry.js';
import type { Query } from '../../query/analyzed.js';
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from '../../query/limits.js';
import type { Engine, SearchOptions, SearchResult, TermsResult } from '../contract.js';
import { planSort, validateCursor } from '../sorting.js';
import { planTerms } from '../terms.js';
import { aggregateTerms } from './aggregate.js';
import { compact, needsCompaction } from './compaction.js';
import { DatasetIndex } from './dataset-index.js';
import { count } from './doc-set.js';
import { Executor } from './executor.js';
import {
  captureField,
  captureHeader,
  type DatasetHeader,
  type FieldPart,
  restoreDataset,
} from './storage/snapshot.js';
import { RecordStore } from './storage/store.js';
import { topHits } from './top-hits.js';

export interface EmbeddedEngineOptions {
  readonly dataDir: string;
  readonly limits?: QueryLimits;
  /** changed records after which a new index snapshot is written (default 100,000) */
  readonly snapshotEvery?: number;
  /** dead records (replaced or deleted) that, once a third of all, trigger compaction (default 20,000) */
  readonly compactAfterDead?: number;
}

/** What the index holds, for operators and tests. */
export interface DatasetStats {
  readonly records: number;
  /** replaced or deleted records whose postings are still in the index, until compaction */
  readonly deadRecords: number;
  readonly fields: number;
}

export class EmbeddedEngine implements Engine {
  private readonly indexes = new Map<DatasetId, DatasetIndex>();
  /** every change up to this number is in the in-memory index */
  private appliedSeq = 0;
  private changedSinceSnapshot = 0;

  private constructor(
    private readonly store: RecordStore,
    private readonly limits: QueryLimits,
    private readonly snapshotEvery: number,
    private readonly compactAfterDead: number,
  ) {}

  static async open(options: EmbeddedEngineOptions): Promise<EmbeddedEngine> {
    const engine = new EmbeddedEngine(
      RecordStore.open(options.dataDir),
      options.limits ?? DEFAULT_QUERY_LIMITS,
      options.snapshotEvery ?? 100_000,
      options.compactAfterDead ?? 20_000,
    );
    engine.load();
    return engine;
  }

  async upsert(dataset: DatasetId, records: readonly JsonObject[]): Promise<void> {
    // Ids first: a batch with an invalid record stores nothing.
    const puts = records.map((record): [string, JsonObject] => [
      recordIdOf(dataset, record),
      record,
    ]);
    const seq = await this.store.write(dataset, puts);
    for (const [id, record] of puts) this.apply(dataset, id, record);
    await this.applied(seq, puts.length);
  }

  async delete(dataset: DatasetId, ids: readonly string[]): Promise<number> {
    const existing = [...new Set(ids)].filter((id) => this.store.has(dataset, id));
    const seq = await this.store.write(dataset, [], existing);
    for (const id of existing) this.index(dataset).remove(id);
    await this.applied(seq, existing.length);
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

  /** Every stored record of a dataset, read from the store (for maintenance and benchmarks). */
  storedRecords(dataset: DatasetId): Iterable<[string, JsonObject]> {
    return this.store.entries(dataset);
  }

  registry(dataset: DatasetId): FieldRegistry {
    return this.index(dataset).registry;
  }

  /** Writes the whole index to the store, so the next open loads instead of re-indexing. */
  async snapshot(): Promise<void> {
    const seq = this.appliedSeq;
    const parts: Array<[string, unknown]> = [];
    for (const [dataset, index] of this.indexes) {
      parts.push([`${dataset}/header`, captureHeader(index)]);
      for (const field of index.fields.values())
        parts.push([`${dataset}/field/${field.definition.name}`, captureField(field)]);
    }
    this.changedSinceSnapshot = 0;
    await this.store.writeSnapshot(seq, parts);
  }

  async close(): Promise<void> {
    if (this.changedSinceSnapshot > 0) await this.snapshot();
    await this.store.close();
  }

  stats(dataset: DatasetId): DatasetStats {
    const index = this.index(dataset);
    return {
      records: index.root.liveCount,
      deadRecords: index.root.size - index.root.liveCount,
      fields: index.fields.size,
    };
  }

  private async applied(seq: number, changed: number): Promise<void> {
    for (const [dataset, index] of this.indexes) {
      if (needsCompaction(index, this.compactAfterDead)) this.indexes.set(dataset, compact(index));
    }
    this.appliedSeq = Math.max(this.appliedSeq, seq);
    this.changedSinceSnapshot += changed;
    if (this.changedSinceSnapshot >= this.snapshotEvery) await this.snapshot();
  }

  /** Indexes one stored version of a record (or its removal when `record` is undefined). */
  private apply(dataset: DatasetId, id: string, record: JsonObject | undefined): void {
    const index = this.index(dataset);
    if (!record) {
      index.remove(id);
      return;
    }
    const widened = index.registry.observe(record).some((field) => {
      const existing = index.fields.get(field.name);
      return existing !== undefined && existing.type !== field.type;
    });
    // A discovered field changed type: its postings were built for the old one.
    if (widened) this.rebuild(dataset, index.registry.discovered());
    else index.add(id, record);
  }

  private load(): void {
    const manifest = this.store.snapshotManifest();
    for (const dataset of DATASET_IDS) {
      const restored = manifest && this.restore(dataset);
      if (restored) this.indexes.set(dataset, restored);
      else this.rebuild(dataset);
    }
    if (!manifest) {
      this.appliedSeq = this.store.lastSeq();
      return;
    }
    this.appliedSeq = manifest.seq;
    for (const change of this.store.changesAfter(manifest.seq)) {
      for (const id of change.ids)
        this.apply(change.dataset, id, this.store.get(change.dataset, id));
      this.appliedSeq = change.seq;
      this.changedSinceSnapshot += change.ids.length;
    }
  }

  private restore(dataset: DatasetId): DatasetIndex | undefined {
    const header = this.store.snapshotPart<DatasetHeader>(`${dataset}/header`);
    if (!header) return undefined;
    const registry = registryFor(dataset, header.discovered);
    return restoreDataset(registry, header, (name) =>
      this.store.snapshotPart<FieldPart>(`${dataset}/field/${name}`),
    );
  }

  /** Indexes every stored record of a dataset afresh: one pass to learn fields, one to index. */
  private rebuild(dataset: DatasetId, discovered?: DiscoveredFields): void {
    const registry = registryFor(dataset, discovered);
    for (const [, record] of this.store.entries(dataset)) registry.observe(record);
    const index = new DatasetIndex(registry);
    for (const [id, record] of this.store.entries(dataset)) index.add(id, record);
    this.indexes.set(dataset, index);
  }

  private index(dataset: DatasetId): DatasetIndex {
    return this.indexes.get(dataset)!;
  }
}

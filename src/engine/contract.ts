/**
 * The engine contract: what every storage engine (embedded, PostgreSQL) implements and what
 * the conformance suite (test/engine-conformance) checks. Independent of HTTP.
 */
import type { DatasetId } from '../model/field.js';
import type { JsonObject } from '../model/json.js';
import type { FieldRegistry } from '../model/registry.js';
import type { IndexTerm } from '../model/values/indexing.js';
import type { Query } from '../query/analyzed.js';

export type SortDirection = 'asc' | 'desc';

export interface SortKey {
  readonly field: string;
  readonly direction: SortDirection;
}

/**
 * A position in a sorted result: the sort values of the last hit (null where it had none),
 * then its tie-breaker. Hosts: `[last_updated_at epoch ms, tie-breaker number]`.
 */
export type Cursor = ReadonlyArray<IndexTerm | null>;

export interface SearchOptions {
  /** defaults to the dataset's order (hosts: newest first) */
  readonly sort?: readonly SortKey[];
  /** continue after this position (a previous page's `last`) */
  readonly after?: Cursor;
  readonly limit: number;
}

export interface SearchResult {
  readonly hits: readonly JsonObject[];
  /** all matching records, exact, whatever the page */
  readonly total: number;
  /** the position of the last hit, to pass as `after`; null when the page is empty */
  readonly last: Cursor | null;
}

export interface TermsBucket {
  /** number for numeric and date fields (epoch ms), boolean for booleans, string otherwise */
  readonly key: IndexTerm;
  /** matching records having the value (a record counts once per value) */
  readonly count: number;
}

export interface TermsResult {
  /** ordered by count descending, then key ascending */
  readonly buckets: readonly TermsBucket[];
  /** the counts of the buckets not returned, summed */
  readonly sumOther: number;
}

export interface Engine {
  /** Stores records, replacing those with the same id; durable once resolved. */
  upsert(dataset: DatasetId, records: readonly JsonObject[]): Promise<void>;
  /** Removes records by id; resolves to how many existed. */
  delete(dataset: DatasetId, ids: readonly string[]): Promise<number>;
  get(dataset: DatasetId, id: string): Promise<JsonObject | undefined>;
  search(dataset: DatasetId, query: Query, options: SearchOptions): Promise<SearchResult>;
  count(dataset: DatasetId, query: Query): Promise<number>;
  /** Top `size` values of `field` among matching records. */
  terms(dataset: DatasetId, query: Query, field: string, size: number): Promise<TermsResult>;
  /** The dataset's fields, including those discovered in stored records. */
  registry(dataset: DatasetId): FieldRegistry;
  close(): Promise<void>;
}

/**
 * The field registry's vocabulary: what a queryable field of a dataset is.
 * Every layer reads these types; this file imports nothing.
 */

/** The four datasets Panoptes serves. */
export type DatasetId = 'hosts' | 'files' | 'buckets' | 'whois';

export const DATASET_IDS: readonly DatasetId[] = ['hosts', 'files', 'buckets', 'whois'];

/**
 * How a field's values are indexed and compared.
 * - keyword: exact value, compared case-insensitively, returned as stored
 * - text: tokenized words (term, phrase, prefix queries act on the words)
 * - integer / float: numbers
 * - boolean: true / false
 * - date: instants (stored as epoch milliseconds, written back as RFC 3339 UTC)
 * - ip: IPv4 or IPv6 addresses (exact, CIDR, ranges)
 */
export type FieldType = 'keyword' | 'text' | 'integer' | 'float' | 'boolean' | 'date' | 'ip';

/** Plan tiers from least to most privileged; a field names the lowest tier that may use it. */
export type PlanTier = 'free' | 'pro' | 'enterprise';

export const PLAN_TIERS: readonly PlanTier[] = ['free', 'pro', 'enterprise'];

export interface FieldDefinition {
  /** Full dotted path inside the record, e.g. `services.port`. */
  readonly name: string;
  readonly type: FieldType;
  /** Category id used by `GET /v1/fields/hosts/{category}`, e.g. `services`. */
  readonly category: string;
  /** Human label of the category, e.g. `Services`. */
  readonly displayCategory: string;
  /** Lowest plan tier that may query, sort or summarize this field. */
  readonly tier: PlanTier;
  readonly sortable: boolean;
  readonly aggregatable: boolean;
  /** Closed set of valid values (lower-case), for keyword fields with a published enumeration. */
  readonly enumeration?: readonly string[];
  readonly description?: string;
  /** True when the field was discovered in ingested data rather than declared. */
  readonly dynamic?: boolean;
}

export interface CategoryDefinition {
  readonly id: string;
  readonly displayName: string;
}

/**
 * A subtree whose leaf paths are not known in advance (e.g. `services.modules`):
 * paths seen in ingested data become fields with inferred types.
 */
export interface DynamicRoot {
  /** Dotted path of the subtree, without a trailing dot. */
  readonly path: string;
  /** Category given to a discovered leaf, from the first path segment below the root (e.g. `http`); falls back to this. */
  readonly fallbackCategory: string;
  readonly tier: PlanTier;
}

/** The declared shape of one dataset. */
export interface DatasetSchema {
  readonly dataset: DatasetId;
  /** The field that identifies a record (e.g. `ip` for hosts). */
  readonly idField: string;
  readonly fields: readonly FieldDefinition[];
  /** Paths that hold arrays of objects (e.g. `services`), usable in nested queries `services:(...)`. */
  readonly nestedPaths: readonly string[];
  /** Fields searched by a bare term with no field name. */
  readonly defaultFields: readonly string[];
  readonly dynamicRoots: readonly DynamicRoot[];
  /** Categories for the fields listing, without `all` (always valid). */
  readonly categories: readonly CategoryDefinition[];
}

/**
 * The analyzed query: engine-independent, typed, bound to one dataset's fields. It is the
 * input of every engine and of the reference evaluator, and it prints back to canonical
 * query text (print.ts). Field names are always full dotted paths.
 *
 * Value forms, shared with the index (src/model/values):
 * - keyword: normalizeKeyword(value)   - text: one token of tokenizeText
 * - integer / float: number            - boolean: boolean
 * - date: epoch milliseconds           - ip: IpKey (32 hex digits, IPv4 mapped into IPv6)
 */
import type { FieldType } from '../model/field.js';

export type Query =
  | MatchAllQuery
  | MatchNoneQuery
  | AndQuery
  | OrQuery
  | NotQuery
  | NestedQuery
  | ExistsQuery
  | TermQuery
  | PhraseQuery
  | RangeQuery
  | PrefixQuery
  | WildcardQuery
  | RegexpQuery
  | FuzzyQuery;

export type LeafQuery =
  | ExistsQuery
  | TermQuery
  | PhraseQuery
  | RangeQuery
  | PrefixQuery
  | WildcardQuery
  | RegexpQuery
  | FuzzyQuery;

export interface MatchAllQuery {
  readonly kind: 'all';
}

export interface MatchNoneQuery {
  readonly kind: 'none';
}

/** At least two clauses, none of them an `and`, `all` or `none`. */
export interface AndQuery {
  readonly kind: 'and';
  readonly clauses: readonly Query[];
}

/** At least two clauses, none of them an `or`, `all` or `none`. */
export interface OrQuery {
  readonly kind: 'or';
  readonly clauses: readonly Query[];
}

export interface NotQuery {
  readonly kind: 'not';
  readonly clause: Query;
}

/**
 * One single element of the array of objects at `path` satisfies `query`, whose fields all
 * lie under `path` (`services:(port:22 AND product:openssh)`).
 */
export interface NestedQuery {
  readonly kind: 'nested';
  readonly path: string;
  readonly query: Query;
}

/** The record has at least one non-null value at the field (an empty string counts). */
export interface ExistsQuery {
  readonly kind: 'exists';
  readonly field: string;
  readonly type: FieldType;
}

export type TermValue = string | number | boolean;

export interface TermQuery {
  readonly kind: 'term';
  readonly field: string;
  readonly type: FieldType;
  readonly value: TermValue;
}

/** Tokens in order on a text field, at most `slop` position moves apart (0: adjacent). */
export interface PhraseQuery {
  readonly kind: 'phrase';
  readonly field: string;
  readonly type: 'text';
  readonly tokens: readonly string[];
  readonly slop: number;
}

export type RangeFieldType = Exclude<FieldType, 'boolean'>;

/**
 * Bounds in the field's value form. Discrete types (integer, date, ip) carry only inclusive
 * bounds (gte/lte); float, keyword and text may carry exclusive ones. At least one bound.
 */
export interface RangeQuery {
  readonly kind: 'range';
  readonly field: string;
  readonly type: RangeFieldType;
  readonly gte?: number | string;
  readonly gt?: number | string;
  readonly lte?: number | string;
  readonly lt?: number | string;
}

export type StringFieldType = 'keyword' | 'text';

/** Terms (keyword values or text tokens) that start with `prefix` (non-empty). */
export interface PrefixQuery {
  readonly kind: 'prefix';
  readonly field: string;
  readonly type: StringFieldType;
  readonly prefix: string;
}

/** Lucene wildcard pattern (`*`, `?`, `\` escapes), already lower-cased. */
export interface WildcardQuery {
  readonly kind: 'wildcard';
  readonly field: string;
  readonly type: StringFieldType;
  readonly pattern: string;
}

/** Lucene regular expression, anchored, matched case-insensitively. */
export interface RegexpQuery {
  readonly kind: 'regexp';
  readonly field: string;
  readonly type: StringFieldType;
  readonly pattern: string;
}

/** Terms within `maxEdits` Damerau-Levenshtein edits (transpositions count one). */
export interface FuzzyQuery {
  readonly kind: 'fuzzy';
  readonly field: string;
  readonly type: StringFieldType;
  readonly value: string;
  readonly maxEdits: 1 | 2;
}

export const MATCH_ALL: MatchAllQuery = { kind: 'all' };
export const MATCH_NONE: MatchNoneQuery = { kind: 'none' };

/** Leaf clauses of a query (after expansion), for bounds and diagnostics. */
export function countLeaves(query: Query): number {
  switch (query.kind) {
    case 'and':
    case 'or':
      return query.clauses.reduce((sum, clause) => sum + countLeaves(clause), 0);
    case 'not':
      return countLeaves(query.clause);
    case 'nested':
      return countLeaves(query.query);
    case 'all':
    case 'none':
      return 0;
    default:
      return 1;
  }
}

/** Bounds that keep one query from monopolizing the server. Each is a documented setting. */
export interface QueryLimits {
  /** characters of query text */
  readonly maxLength: number;
  /** nesting of parentheses, field groups, nested queries and unary operators */
  readonly maxDepth: number;
  /** leaf clauses after expanding default fields, field wildcards and object paths */
  readonly maxClauses: number;
  /** index terms one wildcard, regex, fuzzy or range-on-text clause may expand to (enforced by engines) */
  readonly maxExpansions: number;
  /** automaton states one regular expression or wildcard may compile to */
  readonly maxAutomatonStates: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  maxLength: 8192,
  maxDepth: 32,
  maxClauses: 1024,
  maxExpansions: 50_000,
  maxAutomatonStates: 10_000,
};

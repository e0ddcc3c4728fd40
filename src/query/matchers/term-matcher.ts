/**
 * The contract every term matcher fulfils. The search engine enumerates its sorted term
 * dictionary and asks `matches` of each term; the reference evaluator asks it of raw values.
 */
export interface TermMatcher {
  /** Whether the whole term (anchored at both ends) is in the matcher's language. */
  matches(term: string): boolean;
  /** Literal prefix every matching term starts with ('' if none), so an engine can seek a sorted dictionary. */
  readonly literalPrefix: string;
  /**
   * True when the matcher accepts every string starting with `literalPrefix` (e.g. `abc*`,
   * `/abc.*\/`): the engine may take the whole prefix range without calling `matches`.
   */
  readonly isPrefixOnly: boolean;
}

export interface MatcherOptions {
  /**
   * A pattern character c accepts an input code point x when x, lower(x) or upper(x) is
   * accepted by c (simple one-code-point case mappings only).
   */
  caseInsensitive?: boolean;
  /** Bound on the automaton built for the pattern; past it the pattern is rejected as too complex. */
  maxStates?: number;
}

export const DEFAULT_MAX_STATES = 10_000;

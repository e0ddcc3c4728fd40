/**
 * Compiled matchers for multi-term queries, cached per query node so a query compiles its
 * pattern once however many terms or records it is tested against. Matching is on index
 * terms (lower-cased), hence case-insensitive.
 */
import type { FuzzyQuery, RegexpQuery, WildcardQuery } from '../query/analyzed.js';
import {
  compileFuzzy,
  compileRegexp,
  compileWildcard,
  type TermMatcher,
} from '../query/matchers/index.js';

const cache = new WeakMap<object, TermMatcher>();

export function termMatcherFor(query: WildcardQuery | RegexpQuery | FuzzyQuery): TermMatcher {
  let matcher = cache.get(query);
  if (!matcher) {
    // Wildcard patterns and fuzzy values arrive lower-cased, like the terms: matching them as
    // written keeps a literal prefix the executor can seek to. Regular expressions keep their
    // case (\W is not \w), so they match case-insensitively.
    matcher =
      query.kind === 'wildcard'
        ? compileWildcard(query.pattern)
        : query.kind === 'regexp'
          ? compileRegexp(query.pattern, { caseInsensitive: true })
          : compileFuzzy(query.value, query.maxEdits);
    cache.set(query, matcher);
  }
  return matcher;
}

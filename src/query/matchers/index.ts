/**
 * Term matchers for multi-term queries: Lucene regular expressions, wildcard patterns and
 * fuzzy terms. Each decides whether one whole term matches, in time linear in the term
 * whatever the pattern (automata simulated on state sets, never backtracking).
 */
export {
  autoFuzziness,
  compileFuzzy,
  type EditCount,
  editsFromSimilarity,
  type FuzzyOptions,
} from './fuzzy.js';
export { PatternError } from './pattern-error.js';
export { compileRegexp } from './regexp.js';
export { DEFAULT_MAX_STATES, type MatcherOptions, type TermMatcher } from './term-matcher.js';
export { compileWildcard } from './wildcard.js';

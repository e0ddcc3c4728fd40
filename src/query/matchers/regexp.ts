import { automatonMatcher } from './automaton-matcher.js';
import { parseRegexp } from './regexp-parser.js';
import { DEFAULT_MAX_STATES, type MatcherOptions, type TermMatcher } from './term-matcher.js';

/**
 * A matcher for a Lucene regular expression (the text between the slashes of `/.../`),
 * anchored at both ends. Throws PatternError for a malformed pattern, or one whose
 * automaton would exceed `maxStates` (then `tooComplex` is true).
 */
export function compileRegexp(pattern: string, options: MatcherOptions = {}): TermMatcher {
  const tree = parseRegexp(pattern, { caseInsensitive: options.caseInsensitive ?? false });
  return automatonMatcher(tree, options.maxStates ?? DEFAULT_MAX_STATES, 'regular expression');
}

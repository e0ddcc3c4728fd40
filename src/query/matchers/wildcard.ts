import { automatonMatcher } from './automaton-matcher.js';
import { foldCharSet } from './case-folding.js';
import { CharSet } from './char-set.js';
import { ANY_CHAR, ANY_STRING, charsNode, concatNode, type LanguageNode } from './language-tree.js';
import { PatternError } from './pattern-error.js';
import { DEFAULT_MAX_STATES, type MatcherOptions, type TermMatcher } from './term-matcher.js';

/**
 * A matcher for a Lucene wildcard pattern, anchored at both ends: `*` is any run of code
 * points (possibly empty), `?` exactly one code point, `\` makes the next character literal.
 * Unlike Lucene, which reads a trailing lone backslash as a literal, that is an error here.
 */
export function compileWildcard(pattern: string, options: MatcherOptions = {}): TermMatcher {
  const tree = parseWildcard(pattern, options.caseInsensitive ?? false);
  return automatonMatcher(tree, options.maxStates ?? DEFAULT_MAX_STATES, 'wildcard pattern');
}

function parseWildcard(pattern: string, caseInsensitive: boolean): LanguageNode {
  const parts: LanguageNode[] = [];
  const literal = (cp: number) => {
    const set = CharSet.of(cp);
    parts.push(charsNode(caseInsensitive ? foldCharSet(set) : set));
  };
  for (let i = 0; i < pattern.length; ) {
    let cp = pattern.codePointAt(i)!;
    const at = i;
    i += cp > 0xffff ? 2 : 1;
    if (cp === 0x2a /* * */) {
      // Consecutive stars are one star: it keeps the automaton minimal.
      if (parts[parts.length - 1] !== ANY_STRING) parts.push(ANY_STRING);
    } else if (cp === 0x3f /* ? */) {
      parts.push(ANY_CHAR);
    } else if (cp === 0x5c /* \ */) {
      if (i >= pattern.length) {
        throw new PatternError(
          'dangling backslash at the end of the pattern (write \\\\ for a literal backslash)',
          at,
        );
      }
      cp = pattern.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      literal(cp);
    } else {
      literal(cp);
    }
  }
  return concatNode(parts);
}

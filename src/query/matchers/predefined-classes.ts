import { CharSet } from './char-set.js';

/*
 * Lucene's predefined classes (RegExp.expandPreDefined), ASCII-only like java.util.regex
 * without UNICODE_CHARACTER_CLASS.
 */

const DIGITS = CharSet.range(48, 57);
/** Lucene's \s: tab, line feed, carriage return and space (not \f or \v). */
const WHITESPACE = CharSet.fromRanges([
  [9, 10],
  [13, 13],
  [32, 32],
]);
const WORD = CharSet.fromRanges([
  [48, 57],
  [65, 90],
  [95, 95],
  [97, 122],
]);

/**
 * The class a backslash followed by `cp` names, if any (`\d \D \s \S \w \W`). A negated
 * class is the complement of `set`; callers fold `set` for case first, then complement.
 */
export function predefinedClass(cp: number): { set: CharSet; negated: boolean } | undefined {
  switch (String.fromCodePoint(cp)) {
    case 'd':
      return { set: DIGITS, negated: false };
    case 'D':
      return { set: DIGITS, negated: true };
    case 's':
      return { set: WHITESPACE, negated: false };
    case 'S':
      return { set: WHITESPACE, negated: true };
    case 'w':
      return { set: WORD, negated: false };
    case 'W':
      return { set: WORD, negated: true };
    default:
      return undefined;
  }
}

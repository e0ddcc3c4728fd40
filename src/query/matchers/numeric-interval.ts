import { CharSet } from './char-set.js';
import {
  charsNode,
  concatNode,
  EMPTY_STRING,
  type LanguageNode,
  repeatNode,
  unionNode,
} from './language-tree.js';

/**
 * The language of Lucene's numeric interval `<min-max>` (Automata.makeDecimalInterval):
 *
 * - when both bounds were written with the same number of digits (`digits` > 0), exactly
 *   the strings of that many digits whose value is in [min, max]: `<01-10>` matches `01`
 *   … `10` but not `1`, `<1-9>` matches `7` but not `07`;
 * - otherwise (`digits` = 0) any string of decimal digits whose value is in [min, max],
 *   with any number of leading zeros: `<1-100>` matches `7`, `007`, `100` and `0100`, but
 *   not `0`, `101` or the empty string.
 *
 * The bounds are non-negative with min <= max (the parser swaps them as Lucene does).
 */
export function decimalIntervalLanguage(min: number, max: number, digits: number): LanguageNode {
  if (digits > 0) {
    return fixedWidthRange(String(min).padStart(digits, '0'), String(max).padStart(digits, '0'));
  }
  // 0* followed by the canonical spelling (no leading zero, or a lone "0") of a value in range.
  const canonical: LanguageNode[] = [];
  const minText = String(min);
  const maxText = String(max);
  for (let width = minText.length; width <= maxText.length; width++) {
    const low = width === minText.length ? minText : `1${'0'.repeat(width - 1)}`;
    const high = width === maxText.length ? maxText : '9'.repeat(width);
    canonical.push(fixedWidthRange(low, high));
  }
  return concatNode([repeatNode(digit('0'), 0, undefined), unionNode(canonical)]);
}

/** Strings of exactly `low.length` digits between `low` and `high` (same length, low <= high). */
function fixedWidthRange(low: string, high: string): LanguageNode {
  if (low.length === 0) return EMPTY_STRING;
  const lowHead = low[0]!;
  const highHead = high[0]!;
  if (lowHead === highHead)
    return concatNode([digit(lowHead), fixedWidthRange(low.slice(1), high.slice(1))]);
  const rest = low.length - 1;
  const alternatives = [concatNode([digit(lowHead), atLeast(low.slice(1))])];
  if (Number(highHead) - Number(lowHead) >= 2) {
    alternatives.push(
      concatNode([digitRange(Number(lowHead) + 1, Number(highHead) - 1), anyDigits(rest)]),
    );
  }
  alternatives.push(concatNode([digit(highHead), atMost(high.slice(1))]));
  return unionNode(alternatives);
}

/** Strings of `bound.length` digits that are >= bound. */
function atLeast(bound: string): LanguageNode {
  if (bound.length === 0) return EMPTY_STRING;
  const head = Number(bound[0]);
  const alternatives = [concatNode([digit(bound[0]!), atLeast(bound.slice(1))])];
  if (head < 9)
    alternatives.push(concatNode([digitRange(head + 1, 9), anyDigits(bound.length - 1)]));
  return unionNode(alternatives);
}

/** Strings of `bound.length` digits that are <= bound. */
function atMost(bound: string): LanguageNode {
  if (bound.length === 0) return EMPTY_STRING;
  const head = Number(bound[0]);
  const alternatives = [concatNode([digit(bound[0]!), atMost(bound.slice(1))])];
  if (head > 0)
    alternatives.push(concatNode([digitRange(0, head - 1), anyDigits(bound.length - 1)]));
  return unionNode(alternatives);
}

function anyDigits(count: number): LanguageNode {
  return count === 0 ? EMPTY_STRING : repeatNode(digitRange(0, 9), count, count);
}

function digit(char: string): LanguageNode {
  return charsNode(CharSet.of(char.codePointAt(0)!));
}

function digitRange(low: number, high: number): LanguageNode {
  return charsNode(CharSet.range(48 + low, 48 + high));
}

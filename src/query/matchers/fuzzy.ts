import { caseKey, hasCaseVariants } from './case-folding.js';
import { codePointCount, codePointsOf } from './code-points.js';
import type { TermMatcher } from './term-matcher.js';

export interface FuzzyOptions {
  /** Count a swap of two adjacent code points as one edit (Lucene's default). */
  transpositions?: boolean;
  /** How many leading code points must match exactly. */
  prefixLength?: number;
  /** Compare code points by their case key, lower(upper(cp)), so `É` and `é` are equal. */
  caseInsensitive?: boolean;
}

export type EditCount = 0 | 1 | 2;

/**
 * A matcher for Lucene's FuzzyQuery: terms within `maxEdits` edits of `value`, where an edit
 * inserts, deletes or substitutes one code point, or (with transpositions) swaps two adjacent
 * ones — the "optimal string alignment" distance Lucene's Levenshtein automata implement.
 *
 * The first `prefixLength` code points must match exactly (Lucene builds prefix + automaton
 * of the rest). As in Lucene's FuzzyQuery, when `prefixLength` reaches the length of `value`
 * only `value` itself matches.
 */
export function compileFuzzy(
  value: string,
  maxEdits: EditCount,
  options: FuzzyOptions = {},
): TermMatcher {
  if (maxEdits !== 0 && maxEdits !== 1 && maxEdits !== 2) {
    throw new RangeError(`maxEdits must be 0, 1 or 2, not ${String(maxEdits)}`);
  }
  const prefixLength = options.prefixLength ?? 0;
  if (!Number.isInteger(prefixLength) || prefixLength < 0) {
    throw new RangeError(`prefixLength must be a non-negative integer, not ${prefixLength}`);
  }
  return new FuzzyMatcher(
    value,
    maxEdits,
    prefixLength,
    options.transpositions ?? true,
    options.caseInsensitive ?? false,
  );
}

/** Elasticsearch's `fuzziness: AUTO`: 0 edits for 1–2 code points, 1 for 3–5, 2 beyond. */
export function autoFuzziness(value: string): EditCount {
  const length = codePointCount(value);
  if (length <= 2) return 0;
  return length <= 5 ? 1 : 2;
}

/**
 * Lucene's FuzzyQuery.floatToEdits for the old `term~0.8` form. The similarity is rounded to
 * a Java float first, as Lucene's parser reads it, so `0.9` on ten code points gives
 * 1 edit there and here (with plain doubles it would give 0). A similarity of 1 or more is a
 * plain edit count (`term~1`, `term~2`); 0 means exact.
 */
export function editsFromSimilarity(similarity: number, value: string): EditCount {
  if (!Number.isFinite(similarity) || similarity < 0) {
    throw new RangeError(`the fuzzy similarity must be a non-negative number, not ${similarity}`);
  }
  const asFloat = Math.fround(similarity);
  if (asFloat >= 1) return Math.min(Math.trunc(asFloat), 2) as EditCount;
  if (asFloat === 0) return 0;
  return Math.min(Math.trunc((1 - asFloat) * codePointCount(value)), 2) as EditCount;
}

class FuzzyMatcher implements TermMatcher {
  readonly literalPrefix: string;
  readonly isPrefixOnly = false;
  /** The value's code points (case keys when case-insensitive). */
  private readonly target: number[];
  private readonly exactOnly: boolean;
  private readonly prefixLength: number;
  private readonly distance: BoundedOsaDistance;

  constructor(
    private readonly value: string,
    private readonly maxEdits: EditCount,
    prefixLength: number,
    transpositions: boolean,
    private readonly caseInsensitive: boolean,
  ) {
    const codePoints = codePointsOf(value);
    this.target = caseInsensitive ? codePoints.map(caseKey) : codePoints;
    this.exactOnly = maxEdits === 0 || prefixLength >= codePoints.length;
    this.prefixLength = Math.min(prefixLength, codePoints.length);
    // Case-insensitively, the prefix holds literally only up to the first code point with case variants.
    let literal = codePoints.slice(0, this.prefixLength);
    if (caseInsensitive) {
      const cased = literal.findIndex(hasCaseVariants);
      if (cased >= 0) literal = literal.slice(0, cased);
    }
    this.literalPrefix = String.fromCodePoint(...literal);
    this.distance = new BoundedOsaDistance(maxEdits, transpositions);
  }

  matches(term: string): boolean {
    if (this.exactOnly && !this.caseInsensitive) return term === this.value;
    // Cheap length screen on UTF-16 units before decoding: n units hold n/2 to n code points.
    const length = this.target.length;
    if (
      term.length < length - this.maxEdits ||
      Math.ceil(term.length / 2) > length + this.maxEdits
    ) {
      return false;
    }
    const codePoints = codePointsOf(term);
    const candidate = this.caseInsensitive ? codePoints.map(caseKey) : codePoints;
    if (this.exactOnly) return sameCodePoints(candidate, this.target);
    if (Math.abs(candidate.length - length) > this.maxEdits) return false;
    for (let i = 0; i < this.prefixLength; i++) {
      if (candidate[i] !== this.target[i]) return false;
    }
    return this.distance.within(this.target, candidate, this.prefixLength);
  }
}

function sameCodePoints(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((cp, i) => cp === b[i]);
}

/**
 * Optimal-string-alignment distance, decided against a bound only: cells farther than
 * `maxEdits` from the diagonal cannot be within bound and are never computed, and the scan
 * stops as soon as a whole row exceeds the bound (row minima never decrease). Cost per term:
 * O(length × (2·maxEdits + 1)).
 */
class BoundedOsaDistance {
  private beforePrevious = new Int32Array(0);
  private previous = new Int32Array(0);
  private current = new Int32Array(0);

  constructor(
    private readonly maxEdits: number,
    private readonly transpositions: boolean,
  ) {}

  /** Whether a[from..] and b[from..] are within maxEdits of each other. */
  within(a: readonly number[], b: readonly number[], from: number): boolean {
    const k = this.maxEdits;
    const n = a.length - from;
    const m = b.length - from;
    const tooFar = k + 1; // every value above the bound is stored as k + 1
    this.ensureCapacity(m + 1);
    let beforePrevious = this.beforePrevious;
    let previous = this.previous;
    let current = this.current;
    for (let j = 0; j <= m; j++) previous[j] = Math.min(j, tooFar);

    for (let i = 1; i <= n; i++) {
      const low = Math.max(1, i - k);
      const high = Math.min(m, i + k);
      current[0] = Math.min(i, tooFar);
      if (low > 1) current[low - 1] = tooFar;
      let rowMinimum = current[0]!;
      const ai = a[from + i - 1]!;
      for (let j = low; j <= high; j++) {
        const bj = b[from + j - 1]!;
        let best = Math.min(
          previous[j]! + 1,
          current[j - 1]! + 1,
          previous[j - 1]! + (ai === bj ? 0 : 1),
        );
        if (
          this.transpositions &&
          i > 1 &&
          j > 1 &&
          ai === b[from + j - 2] &&
          a[from + i - 2] === bj &&
          beforePrevious[j - 2]! + 1 < best
        ) {
          best = beforePrevious[j - 2]! + 1;
        }
        if (best > tooFar) best = tooFar;
        current[j] = best;
        if (best < rowMinimum) rowMinimum = best;
      }
      // The next row reads one cell past this row's band: it must read as out of bound.
      if (high < m) current[high + 1] = tooFar;
      if (rowMinimum > k) return false;
      [beforePrevious, previous, current] = [previous, current, beforePrevious];
    }
    return previous[m]! <= k;
  }

  private ensureCapacity(size: number): void {
    if (this.previous.length >= size) return;
    this.beforePrevious = new Int32Array(size);
    this.previous = new Int32Array(size);
    this.current = new Int32Array(size);
  }
}

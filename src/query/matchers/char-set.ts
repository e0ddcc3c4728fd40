import { MAX_CODE_POINT } from './code-points.js';

/**
 * An immutable set of Unicode code points, stored as sorted inclusive ranges. Automaton
 * edges are labelled with these rather than with single characters so that `.`, `[^a]` or
 * `\W` stay one edge each instead of a million.
 */
export class CharSet {
  static readonly EMPTY = new CharSet([]);
  static readonly ANY = new CharSet([0, MAX_CODE_POINT]);

  /**
   * Flattened ranges `[lo0, hi0, lo1, hi1, ...]`: sorted, inclusive, neither overlapping nor
   * touching (so equal sets have equal bounds).
   */
  readonly bounds: readonly number[];

  private constructor(bounds: readonly number[]) {
    this.bounds = bounds;
  }

  static of(cp: number): CharSet {
    return new CharSet([cp, cp]);
  }

  static range(lo: number, hi: number): CharSet {
    return lo > hi ? CharSet.EMPTY : new CharSet([lo, hi]);
  }

  /** Builds a set from ranges in any order, overlapping or not. */
  static fromRanges(ranges: Iterable<readonly [number, number]>): CharSet {
    const sorted = [...ranges].filter(([lo, hi]) => lo <= hi).sort((x, y) => x[0] - y[0]);
    const bounds: number[] = [];
    for (const [lo, hi] of sorted) {
      const last = bounds.length - 1;
      if (last > 0 && lo <= bounds[last]! + 1) {
        if (hi > bounds[last]!) bounds[last] = hi;
      } else {
        bounds.push(lo, hi);
      }
    }
    return new CharSet(bounds);
  }

  static fromCodePoints(cps: Iterable<number>): CharSet {
    return CharSet.fromRanges([...cps].map((cp) => [cp, cp] as const));
  }

  get isEmpty(): boolean {
    return this.bounds.length === 0;
  }

  has(cp: number): boolean {
    const bounds = this.bounds;
    // Binary search over ranges: find the last range whose low bound is <= cp.
    let low = 0;
    let high = bounds.length / 2 - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (bounds[2 * mid]! <= cp) {
        if (cp <= bounds[2 * mid + 1]!) return true;
        low = mid + 1;
      } else {
        high = mid - 1;
      }
    }
    return false;
  }

  /** The only member when the set has exactly one, else undefined. */
  singleCodePoint(): number | undefined {
    return this.bounds.length === 2 && this.bounds[0] === this.bounds[1]
      ? this.bounds[0]
      : undefined;
  }

  /** Number of code points in the set. */
  get size(): number {
    let total = 0;
    for (let i = 0; i < this.bounds.length; i += 2)
      total += this.bounds[i + 1]! - this.bounds[i]! + 1;
    return total;
  }

  /** Every member, in order; only sensible for small sets. */
  codePoints(): number[] {
    const result: number[] = [];
    for (let i = 0; i < this.bounds.length; i += 2) {
      for (let cp = this.bounds[i]!; cp <= this.bounds[i + 1]!; cp++) result.push(cp);
    }
    return result;
  }

  ranges(): Array<[number, number]> {
    const result: Array<[number, number]> = [];
    for (let i = 0; i < this.bounds.length; i += 2)
      result.push([this.bounds[i]!, this.bounds[i + 1]!]);
    return result;
  }

  union(other: CharSet): CharSet {
    if (other.isEmpty) return this;
    if (this.isEmpty) return other;
    return CharSet.fromRanges([...this.ranges(), ...other.ranges()]);
  }

  intersect(other: CharSet): CharSet {
    const a = this.bounds;
    const b = other.bounds;
    const bounds: number[] = [];
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      const lo = Math.max(a[i]!, b[j]!);
      const hi = Math.min(a[i + 1]!, b[j + 1]!);
      if (lo <= hi) bounds.push(lo, hi);
      // Advance whichever range ends first; the other may still overlap the next one.
      if (a[i + 1]! < b[j + 1]!) i += 2;
      else j += 2;
    }
    return new CharSet(bounds);
  }

  /** All code points not in this set. */
  complement(): CharSet {
    const bounds: number[] = [];
    let next = 0;
    for (let i = 0; i < this.bounds.length; i += 2) {
      if (this.bounds[i]! > next) bounds.push(next, this.bounds[i]! - 1);
      next = this.bounds[i + 1]! + 1;
    }
    if (next <= MAX_CODE_POINT) bounds.push(next, MAX_CODE_POINT);
    return new CharSet(bounds);
  }
}

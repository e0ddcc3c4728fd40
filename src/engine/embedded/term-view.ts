/**
 * A field's distinct query keys in sorted order, for range, prefix and pattern scans. New keys
 * collect in a small unsorted tail that is merged in once it grows, so live indexing never
 * re-sorts a large dictionary per query.
 */
import { compareTerms, type IndexTerm } from '../../model/values/indexing.js';

export class TermView {
  private sortedKeys: IndexTerm[] = [];
  private pending: IndexTerm[] = [];

  add(key: IndexTerm): void {
    this.pending.push(key);
  }

  /** Keys k with lower ≤ k ≤ upper (either end open when undefined), in no particular order. */
  keysBetween(
    lower: IndexTerm | undefined,
    upper: IndexTerm | undefined,
    visit: (key: IndexTerm) => void,
  ): void {
    this.settle();
    const keys = this.sortedKeys;
    let i = lower === undefined ? 0 : lowerBound(keys, lower);
    for (; i < keys.length; i++) {
      const key = keys[i]!;
      if (upper !== undefined && compareTerms(key, upper) > 0) break;
      visit(key);
    }
    for (const key of this.pending) {
      if (
        (lower === undefined || compareTerms(key, lower) >= 0) &&
        (upper === undefined || compareTerms(key, upper) <= 0)
      )
        visit(key);
    }
  }

  /** String keys starting with `prefix`. */
  keysWithPrefix(prefix: string, visit: (key: string) => void): void {
    this.keysBetween(prefix, `${prefix}\uffff`, (key) => {
      if ((key as string).startsWith(prefix)) visit(key as string);
    });
  }

  get size(): number {
    return this.sortedKeys.length + this.pending.length;
  }

  /** Every key in order (merges the unsorted tail first). */
  all(): IndexTerm[] {
    if (this.pending.length > 0) {
      this.sortedKeys = [...this.sortedKeys, ...this.pending].sort(compareTerms);
      this.pending = [];
    }
    return this.sortedKeys;
  }

  static fromSorted(keys: IndexTerm[]): TermView {
    const view = new TermView();
    view.sortedKeys = keys;
    return view;
  }

  /** Merges the tail in when it is no longer small next to the sorted part. */
  private settle(): void {
    if (
      this.pending.length === 0 ||
      this.pending.length < Math.max(512, this.sortedKeys.length >>> 4)
    )
      return;
    const tail = this.pending.sort(compareTerms);
    this.pending = [];
    const merged: IndexTerm[] = new Array(this.sortedKeys.length + tail.length);
    let i = 0;
    let j = 0;
    let n = 0;
    while (i < this.sortedKeys.length || j < tail.length) {
      const take =
        j >= tail.length ||
        (i < this.sortedKeys.length && compareTerms(this.sortedKeys[i]!, tail[j]!) <= 0);
      merged[n++] = take ? this.sortedKeys[i++]! : tail[j++]!;
    }
    this.sortedKeys = merged;
  }
}

function lowerBound(keys: readonly IndexTerm[], target: IndexTerm): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareTerms(keys[mid]!, target) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Damerau-Levenshtein distance in its "optimal string alignment" form: insertions,
 * deletions, substitutions and transpositions of adjacent characters each cost 1 (a
 * substring is not edited twice, which is what typo correction needs).
 *
 * `limit` lets callers stop early: once every cell of a row exceeds it, the result is
 * `limit + 1`, whatever the true distance.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;

  let beforePrevious = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);

  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, beforePrevious[j - 2]! + 1);
      }
      current[j] = best;
      if (best < rowMinimum) rowMinimum = best;
    }
    if (rowMinimum > limit) return limit + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length]!;
}

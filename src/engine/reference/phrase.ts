/**
 * Phrase matching with slop, as Panoptes defines it: the phrase's tokens appear in order in
 * one value, and the extra positions between them add up to at most `slop`. (Lucene also
 * lets a sloppy phrase match out of order at extra cost; Panoptes keeps the order.)
 */
export function phraseMatches(
  tokens: readonly string[],
  phrase: readonly string[],
  slop: number,
): boolean {
  const n = phrase.length;
  if (n === 0) return false;
  for (let start = 0; start <= tokens.length - n; start++) {
    if (tokens[start] !== phrase[0]) continue;
    // The earliest in-order match from this start has the smallest span.
    let position = start;
    let matched = 1;
    for (let next = start + 1; matched < n && next < tokens.length; next++) {
      if (tokens[next] === phrase[matched]) {
        position = next;
        matched++;
      }
      if (next - start - matched + 1 > slop) break;
    }
    if (matched === n && position - start - (n - 1) <= slop) return true;
  }
  return false;
}

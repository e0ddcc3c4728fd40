/**
 * "Did you mean ...?" for an unknown field name.
 *
 * The name is compared, ignoring case, with every run of consecutive segments of each
 * candidate that has as many segments as the name. A run within a few edits of the name is
 * a match; its cost, in points:
 * - edits × 10 — a typo costs more than anything below;
 * - + 1 per candidate segment outside the run (up to 9) — shorter, closer names first:
 *   `port` → `services.port` (1) before a port three levels down;
 * - + 1 when the run is not the end of the candidate, i.e. the name is an object above it:
 *   `location` → `location.city`, `cve` → `services.cve.id`, `hostname` → `hostnames.name`.
 * A candidate whose last segment continues the name's last segment at a word boundary also
 * matches, for 3 points + the outside segments: `country` → `location.country_code`.
 *
 * Edits allowed grow with the length of the name (as Elasticsearch's AUTO fuzziness): none
 * up to 2 characters, 1 up to 5, then 2. A candidate beyond the allowance in
 * every way is never suggested, so `xyzzy` gets no suggestion at all.
 * Ties go to the candidate with fewer segments, then to alphabetical order.
 */
import { editDistance } from './edit-distance.js';

const POINTS_PER_EDIT = 10;
const MAX_OUTSIDE_POINTS = 9;
const OBJECT_POINTS = 1;
const WORD_PREFIX_POINTS = 3;

export function suggestNames(name: string, candidates: Iterable<string>, max = 3): string[] {
  const query = name.trim().toLowerCase();
  if (query === '' || max <= 0) return [];
  const querySegments = query.split('.');
  const allowedEdits = editsAllowed(query.length);

  const scored: Array<{ candidate: string; cost: number; depth: number }> = [];
  for (const candidate of candidates) {
    const segments = candidate.toLowerCase().split('.');
    const cost = matchCost(query, querySegments, segments, allowedEdits);
    if (cost !== undefined) scored.push({ candidate, cost, depth: segments.length });
  }
  scored.sort(
    (a, b) =>
      a.cost - b.cost ||
      a.depth - b.depth ||
      (a.candidate < b.candidate ? -1 : a.candidate > b.candidate ? 1 : 0),
  );
  return scored.slice(0, max).map((entry) => entry.candidate);
}

function matchCost(
  query: string,
  querySegments: readonly string[],
  segments: readonly string[],
  allowedEdits: number,
): number | undefined {
  const runLength = querySegments.length;
  const outsidePoints = Math.min(MAX_OUTSIDE_POINTS, segments.length - runLength);
  if (outsidePoints < 0) {
    // The name is longer than the candidate: only a whole-name typo can match.
    const edits = editDistance(query, segments.join('.'), allowedEdits);
    return edits <= allowedEdits ? edits * POINTS_PER_EDIT : undefined;
  }
  let best = Number.POSITIVE_INFINITY;
  for (let start = 0; start + runLength <= segments.length; start++) {
    const run = segments.slice(start, start + runLength);
    const edits = editDistance(query, run.join('.'), allowedEdits);
    if (edits > allowedEdits) continue;
    const isTail = start + runLength === segments.length;
    const cost = edits * POINTS_PER_EDIT + outsidePoints + (isTail ? 0 : OBJECT_POINTS);
    best = Math.min(best, cost);
  }
  if (continuesAtWordBoundary(querySegments, segments.slice(segments.length - runLength))) {
    best = Math.min(best, WORD_PREFIX_POINTS + outsidePoints);
  }
  return Number.isFinite(best) ? best : undefined;
}

/** `country` → `country_code`; `location.country` → `location.country_name`. */
function continuesAtWordBoundary(
  querySegments: readonly string[],
  tail: readonly string[],
): boolean {
  const last = querySegments.length - 1;
  const queryLast = querySegments[last]!;
  if (queryLast.length < 3) return false;
  for (let i = 0; i < last; i++) if (querySegments[i] !== tail[i]) return false;
  return tail[last]!.startsWith(`${queryLast}_`);
}

function editsAllowed(length: number): number {
  if (length <= 2) return 0;
  return length <= 5 ? 1 : 2;
}

/**
 * The first `limit` records of a matching set in sort order, after a cursor: one pass over the
 * set with a bounded heap, so page 500 costs what page 1 does (no offset scan).
 */
import type { IndexTerm } from '../../model/values/indexing.js';
import type { Cursor } from '../contract.js';
import { comparePositions, type SortPlan } from '../sorting.js';
import type { DatasetIndex } from './dataset-index.js';
import { type DocSet, forEachId } from './doc-set.js';

export interface TopHits {
  /** record elements, in order */
  readonly elements: number[];
  readonly positions: Cursor[];
}

export function topHits(
  index: DatasetIndex,
  set: DocSet,
  plan: SortPlan,
  after: Cursor | undefined,
  limit: number,
): TopHits {
  const fast = plan.keys.length === 1 ? numericTopHits(index, set, plan, after, limit) : undefined;
  if (fast) return fast;
  const columns = plan.keys.map((key) => index.sortColumns.get(key.field));
  const position = (element: number): Cursor => [
    ...plan.keys.map((key, i) => extreme(columns[i]?.[element], key.direction)),
    index.tiebreakers[element]!,
  ];
  // A max-heap on sort order: its top is the worst of the best `limit` seen so far.
  const heap: Array<{ element: number; position: Cursor }> = [];
  const worse = (a: Cursor, b: Cursor) => comparePositions(plan, a, b) > 0;
  if (limit > 0) {
    forEachId(set, (element) => {
      const candidate = position(element);
      if (after && comparePositions(plan, candidate, after) <= 0) return;
      if (heap.length < limit) {
        heap.push({ element, position: candidate });
        siftUp(heap, heap.length - 1, worse);
      } else if (worse(heap[0]!.position, candidate)) {
        heap[0] = { element, position: candidate };
        siftDown(heap, 0, worse);
      }
    });
  }
  heap.sort((a, b) => comparePositions(plan, a.position, b.position));
  return { elements: heap.map((h) => h.element), positions: heap.map((h) => h.position) };
}

/**
 * One numeric key and numeric tie-breakers (hosts, newest first): compares typed columns
 * without building a position per candidate. A missing value sorts last in both directions.
 */
function numericTopHits(
  index: DatasetIndex,
  set: DocSet,
  plan: SortPlan,
  after: Cursor | undefined,
  limit: number,
): TopHits | undefined {
  const values = index.numericColumn(plan.keys[0]!.field);
  const tiebreakers = index.numericTiebreakerColumn();
  if (!values || !tiebreakers || limit <= 0) return undefined;
  const sign = plan.keys[0]!.direction === 'asc' ? 1 : -1;
  const missing = sign > 0 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  const key = (element: number) => {
    const v = values[element]!;
    return Number.isNaN(v) ? missing : v;
  };
  // order(a, b) < 0 when a comes first.
  const order = (ka: number, ta: number, kb: number, tb: number) =>
    ka !== kb ? sign * (ka - kb) : sign * (ta - tb);
  const afterKey = after ? (after[0] === null ? missing : (after[0] as number)) : 0;
  const afterTie = after ? (after[1] as number) : 0;
  const heap: number[] = [];
  // Max-heap by order: heap[0] is the last of the best `limit` so far.
  const later = (a: number, b: number) =>
    order(key(a), tiebreakers[a]!, key(b), tiebreakers[b]!) > 0;
  forEachId(set, (element) => {
    const k = key(element);
    const t = tiebreakers[element]!;
    if (after && order(k, t, afterKey, afterTie) <= 0) return;
    if (heap.length < limit) {
      heap.push(element);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!later(heap[i]!, heap[parent]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (order(k, t, key(heap[0]!), tiebreakers[heap[0]!]!) < 0) {
      heap[0] = element;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        let top = i;
        if (left < heap.length && later(heap[left]!, heap[top]!)) top = left;
        if (left + 1 < heap.length && later(heap[left + 1]!, heap[top]!)) top = left + 1;
        if (top === i) break;
        [heap[i], heap[top]] = [heap[top]!, heap[i]!];
        i = top;
      }
    }
  });
  heap.sort((a, b) => order(key(a), tiebreakers[a]!, key(b), tiebreakers[b]!));
  return {
    elements: heap,
    positions: heap.map((element) => [
      Number.isNaN(values[element]!) ? null : values[element]!,
      tiebreakers[element]!,
    ]),
  };
}

function extreme(values: IndexTerm[] | undefined, direction: 'asc' | 'desc'): IndexTerm | null {
  if (!values) return null;
  if (values.length === 1) return values[0]!;
  const sortedValues = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return direction === 'asc' ? sortedValues[0]! : sortedValues[sortedValues.length - 1]!;
}

type Entry = { position: Cursor };

function siftUp(heap: Entry[], i: number, worse: (a: Cursor, b: Cursor) => boolean): void {
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!worse(heap[i]!.position, heap[parent]!.position)) break;
    [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
    i = parent;
  }
}

function siftDown(heap: Entry[], i: number, worse: (a: Cursor, b: Cursor) => boolean): void {
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let top = i;
    if (left < heap.length && worse(heap[left]!.position, heap[top]!.position)) top = left;
    if (right < heap.length && worse(heap[right]!.position, heap[top]!.position)) top = right;
    if (top === i) return;
    [heap[i], heap[top]] = [heap[top]!, heap[i]!];
    i = top;
  }
}

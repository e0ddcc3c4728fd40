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

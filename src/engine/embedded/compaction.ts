/**
 * Compaction: updates and deletes leave dead elements in every posting list. Renumbering the
 * live elements of each level, in order, drops them: postings stay sorted, a parent's children
 * stay contiguous, and the result is a dataset index as if built from the live records alone.
 */
import type { IndexTerm } from '../../model/values/indexing.js';
import { DatasetIndex } from './dataset-index.js';
import { FieldIndex } from './field-index.js';
import { Level } from './level.js';
import { IdList, PostingList, type Postings, postingIds } from './postings.js';
import { TermView } from './term-view.js';

/** Worth compacting: at least a third of the records are dead, and enough of them to matter. */
export function needsCompaction(index: DatasetIndex, minimumDead: number): boolean {
  const dead = index.root.size - index.root.liveCount;
  return dead >= minimumDead && dead * 3 >= index.root.size;
}

export function compact(index: DatasetIndex): DatasetIndex {
  const renumbered = new Map<string, Int32Array>();
  const levels = new Map<string, Level>();
  // Parents come before children in `index.levels` (a level is created after its parent).
  for (const [path, level] of index.levels) {
    const map = new Int32Array(level.size).fill(-1);
    let size = 0;
    for (let element = 0; element < level.size; element++)
      if (level.isLive(element)) map[element] = size++;
    renumbered.set(path, map);
    const parentMap = level.parent ? renumbered.get(level.parent.path)! : undefined;
    const rootMap = renumbered.get('')!;
    const parentOf = new Uint32Array(size);
    const rootOf = new Uint32Array(size);
    for (let element = 0; element < level.size; element++) {
      const id = map[element]!;
      if (id < 0) continue;
      if (parentMap) parentOf[id] = parentMap[level.parentOf.get(element)]!;
      rootOf[id] = rootMap[level.rootOf.get(element)]!;
    }
    const parent = level.parent ? levels.get(level.parent.path) : undefined;
    const childBegin = new Uint32Array(parent?.size ?? 0);
    const childEnd = new Uint32Array(parent?.size ?? 0);
    for (let id = 0; parent && id < size; id++) {
      if (childEnd[parentOf[id]!] === 0) childBegin[parentOf[id]!] = id;
      childEnd[parentOf[id]!] = id + 1;
    }
    const live = new Uint32Array(Math.max(64, (size + 31) >>> 5));
    for (let id = 0; id < size; id++) live[id >>> 5]! |= 1 << (id & 31);
    levels.set(
      path,
      Level.restore(path, parent, {
        size,
        liveCount: size,
        live,
        parentOf,
        rootOf,
        childBegin,
        childEnd,
      }),
    );
  }

  const fields = [...index.fields.values()].map((field) => {
    const map = renumbered.get(field.level.path)!;
    const terms = remapPostings(field.terms, map);
    const otherCase = new Map<string, string[]>();
    for (const [lower, variants] of field.otherCase) {
      const kept = variants.filter((stored) => terms.has(stored));
      if (kept.length > 0) otherCase.set(lower, kept);
    }
    let rawValues: Array<string[] | undefined> | undefined;
    if (field.rawValues) {
      const compacted: Array<string[] | undefined> = [];
      field.rawValues.forEach((values, element) => {
        if (values && map[element]! >= 0) compacted[map[element]!] = values;
      });
      rawValues = compacted;
    }
    // A query key survives while some stored form of it still has postings.
    const keys = field.view
      .all()
      .filter((key) => terms.has(key) || (typeof key === 'string' && otherCase.has(key)));
    return new FieldIndex(field.definition, levels.get(field.level.path)!, {
      terms,
      otherCase,
      rawTerms: field.rawTerms && (remapPostings(field.rawTerms, map) as Map<string, Postings>),
      rawValues,
      present: IdList.over(remapIds(field.present.ids(), map)),
      view: TermView.fromSorted(keys),
    });
  });

  const rootMap = renumbered.get('')!;
  const idOf: string[] = [];
  const tiebreakers: IndexTerm[] = [];
  const sortColumns = new Map<string, Array<IndexTerm[] | undefined>>(
    [...index.sortColumns.keys()].map((name) => [name, []]),
  );
  rootMap.forEach((id, element) => {
    if (id < 0) return;
    idOf[id] = index.idOf[element]!;
    tiebreakers[id] = index.tiebreakers[element]!;
    for (const [name, column] of index.sortColumns) sortColumns.get(name)![id] = column[element];
  });
  return new DatasetIndex(index.registry, {
    levels: [...levels],
    fields,
    idOf,
    tiebreakers,
    sortColumns,
  });
}

function remapPostings(
  postings: ReadonlyMap<IndexTerm, Postings>,
  map: Int32Array,
): Map<IndexTerm, Postings> {
  const out = new Map<IndexTerm, Postings>();
  for (const [key, list] of postings) {
    const ids = remapIds(postingIds(list), map);
    if (ids.length === 1) out.set(key, ids[0]!);
    else if (ids.length > 1) out.set(key, PostingList.over(ids));
  }
  return out;
}

function remapIds(ids: Uint32Array, map: Int32Array): Uint32Array {
  const out = new Uint32Array(ids.length);
  let n = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = map[ids[i]!]!;
    if (id >= 0) out[n++] = id;
  }
  return out.subarray(0, n);
}

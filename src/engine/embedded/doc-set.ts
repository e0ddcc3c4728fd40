/**
 * Sets of element ids during query execution. Small sets are sorted id arrays; large ones are
 * bitsets over the level's id space. Every operation picks the cheaper form for its inputs.
 */
export type DocSet = SortedIds | Bits;

export interface SortedIds {
  readonly kind: 'sorted';
  readonly ids: Uint32Array;
}

export interface Bits {
  readonly kind: 'bits';
  readonly words: Uint32Array;
}

export const EMPTY: SortedIds = { kind: 'sorted', ids: new Uint32Array(0) };

export function sorted(ids: Uint32Array): SortedIds {
  return { kind: 'sorted', ids };
}

/** A set large enough (over 1/32 of the id space) is cheaper as bits. */
function prefersBits(count: number, size: number): boolean {
  return count * 32 > size;
}

export function emptyBits(size: number): Uint32Array {
  return new Uint32Array((size + 31) >>> 5);
}

export function toBits(set: DocSet, size: number): Bits {
  if (set.kind === 'bits') return set;
  const words = emptyBits(size);
  const ids = set.ids;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    words[id >>> 5]! |= 1 << (id & 31);
  }
  return { kind: 'bits', words };
}

export function toSorted(set: DocSet): SortedIds {
  if (set.kind === 'sorted') return set;
  const out = new Uint32Array(count(set));
  let n = 0;
  const words = set.words;
  for (let w = 0; w < words.length; w++) {
    let word = words[w]!;
    while (word !== 0) {
      const bit = 31 - Math.clz32(word & -word);
      out[n++] = (w << 5) | bit;
      word &= word - 1;
    }
  }
  return sorted(out);
}

export function count(set: DocSet): number {
  if (set.kind === 'sorted') return set.ids.length;
  let total = 0;
  const words = set.words;
  for (let i = 0; i < words.length; i++) {
    let v = words[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}

export function has(set: Bits, id: number): boolean {
  return (set.words[id >>> 5]! & (1 << (id & 31))) !== 0;
}

export function forEachId(set: DocSet, visit: (id: number) => void): void {
  if (set.kind === 'sorted') {
    for (let i = 0; i < set.ids.length; i++) visit(set.ids[i]!);
    return;
  }
  const words = set.words;
  for (let w = 0; w < words.length; w++) {
    let word = words[w]!;
    while (word !== 0) {
      visit((w << 5) | (31 - Math.clz32(word & -word)));
      word &= word - 1;
    }
  }
}

export function intersect(a: DocSet, b: DocSet, size: number): DocSet {
  if (a.kind === 'sorted' && b.kind === 'sorted') return sorted(intersectSorted(a.ids, b.ids));
  if (a.kind === 'bits' && b.kind === 'bits') {
    const words = new Uint32Array(Math.min(a.words.length, b.words.length));
    for (let i = 0; i < words.length; i++) words[i] = a.words[i]! & b.words[i]!;
    return { kind: 'bits', words };
  }
  const [ids, bits] = a.kind === 'sorted' ? [a.ids, b as Bits] : [(b as SortedIds).ids, a];
  const out = new Uint32Array(ids.length);
  let n = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (id < size && (bits.words[id >>> 5]! & (1 << (id & 31))) !== 0) out[n++] = id;
  }
  return sorted(out.subarray(0, n));
}

export function union(sets: readonly DocSet[], size: number): DocSet {
  if (sets.length === 0) return EMPTY;
  if (sets.length === 1) return sets[0]!;
  let total = 0;
  for (const set of sets) total += set.kind === 'sorted' ? set.ids.length : size;
  if (!prefersBits(total, size)) {
    const all = new Uint32Array(total);
    let n = 0;
    for (const set of sets) {
      all.set((set as SortedIds).ids, n);
      n += (set as SortedIds).ids.length;
    }
    all.sort();
    return sorted(dedupeSorted(all));
  }
  const words = emptyBits(size);
  for (const set of sets) {
    if (set.kind === 'bits') {
      const limit = Math.min(words.length, set.words.length);
      for (let i = 0; i < limit; i++) words[i]! |= set.words[i]!;
    } else {
      const ids = set.ids;
      for (let i = 0; i < ids.length; i++) words[ids[i]! >>> 5]! |= 1 << (ids[i]! & 31);
    }
  }
  return { kind: 'bits', words };
}

/** `universe` minus `set`. */
export function subtract(universe: DocSet, set: DocSet, size: number): DocSet {
  if (universe.kind === 'sorted') {
    const bits = set.kind === 'bits' ? set : undefined;
    const out = new Uint32Array(universe.ids.length);
    let n = 0;
    if (bits) {
      for (const id of universe.ids)
        if (id >= size || (bits.words[id >>> 5]! & (1 << (id & 31))) === 0) out[n++] = id;
    } else {
      const other = (set as SortedIds).ids;
      let j = 0;
      for (const id of universe.ids) {
        while (j < other.length && other[j]! < id) j++;
        if (j >= other.length || other[j] !== id) out[n++] = id;
      }
    }
    return sorted(out.subarray(0, n));
  }
  const words = universe.words.slice();
  if (set.kind === 'bits') {
    const limit = Math.min(words.length, set.words.length);
    for (let i = 0; i < limit; i++) words[i]! &= ~set.words[i]!;
  } else {
    for (const id of set.ids) if (id >>> 5 < words.length) words[id >>> 5]! &= ~(1 << (id & 31));
  }
  return { kind: 'bits', words };
}

/** Sorted intersection; gallops through the longer list when the sizes differ a lot. */
export function intersectSorted(a: Uint32Array, b: Uint32Array): Uint32Array {
  if (a.length > b.length) [a, b] = [b, a];
  const out = new Uint32Array(a.length);
  let n = 0;
  if (a.length * 16 < b.length) {
    let lo = 0;
    for (let i = 0; i < a.length; i++) {
      const target = a[i]!;
      let step = 1;
      let hi = lo;
      while (hi < b.length && b[hi]! < target) {
        lo = hi + 1;
        hi += step;
        step *= 2;
      }
      hi = Math.min(hi, b.length - 1);
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (b[mid]! < target) lo = mid + 1;
        else hi = mid;
      }
      if (lo < b.length && b[lo] === target) out[n++] = target;
    }
    return out.subarray(0, n);
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, n);
}

export function dedupeSorted(ids: Uint32Array): Uint32Array {
  if (ids.length < 2) return ids;
  let n = 1;
  for (let i = 1; i < ids.length; i++) if (ids[i] !== ids[n - 1]) ids[n++] = ids[i]!;
  return ids.subarray(0, n);
}

/** Maps child elements to their parents (parentOf is non-decreasing in the child id). */
export function mapToParents(set: DocSet, parentOf: Uint32Array, parentSize: number): DocSet {
  const ids = toSorted(set).ids;
  if (prefersBits(ids.length, parentSize)) {
    const words = emptyBits(parentSize);
    for (let i = 0; i < ids.length; i++) {
      const p = parentOf[ids[i]!]!;
      words[p >>> 5]! |= 1 << (p & 31);
    }
    return { kind: 'bits', words };
  }
  const out = new Uint32Array(ids.length);
  let n = 0;
  for (let i = 0; i < ids.length; i++) {
    const p = parentOf[ids[i]!]!;
    if (n === 0 || out[n - 1] !== p) out[n++] = p;
  }
  return sorted(out.subarray(0, n));
}

/**
 * Posting lists: the sorted element ids that hold a term. Element ids only grow (an update is
 * a new element; the old one is marked dead), so a list is appended to and stays sorted. A
 * term held by one element — most addresses, hashes, hostnames — is stored as a bare number
 * to spare a typed array per term.
 */
export class PostingList {
  ids: Uint32Array;
  length: number;

  constructor(first: number, second: number) {
    this.ids = new Uint32Array(4);
    this.ids[0] = first;
    this.ids[1] = second;
    this.length = 2;
  }

  /** A list over existing ids (a view into a loaded snapshot; copied only when it grows). */
  static over(ids: Uint32Array): PostingList {
    const list = new PostingList(0, 0);
    list.ids = ids;
    list.length = ids.length;
    return list;
  }

  push(id: number): void {
    if (this.ids[this.length - 1] === id) return;
    if (this.length === this.ids.length) {
      const next = new Uint32Array(this.length * 2);
      next.set(this.ids);
      this.ids = next;
    }
    this.ids[this.length++] = id;
  }

  view(): Uint32Array {
    return this.ids.subarray(0, this.length);
  }
}

export type Postings = number | PostingList;

/** Adds `id` to the postings of `key`; true when the key is new to the map. */
export function addPosting<K>(map: Map<K, Postings>, key: K, id: number): boolean {
  const current = map.get(key);
  if (current === undefined) {
    map.set(key, id);
    return true;
  }
  if (typeof current === 'number') {
    if (current !== id) map.set(key, new PostingList(current, id));
  } else {
    current.push(id);
  }
  return false;
}

export function postingIds(postings: Postings): Uint32Array {
  return typeof postings === 'number' ? Uint32Array.of(postings) : postings.view();
}

/** An append-only sorted id list that may start empty (a field's "has a value" list). */
export class IdList {
  private list: Postings | undefined;

  static over(ids: Uint32Array): IdList {
    const list = new IdList();
    if (ids.length === 1) list.list = ids[0]!;
    else if (ids.length > 1) list.list = PostingList.over(ids);
    return list;
  }

  add(id: number): void {
    if (this.list === undefined) this.list = id;
    else if (typeof this.list === 'number') {
      if (this.list !== id) this.list = new PostingList(this.list, id);
    } else this.list.push(id);
  }

  ids(): Uint32Array {
    return this.list === undefined ? new Uint32Array(0) : postingIds(this.list);
  }
}

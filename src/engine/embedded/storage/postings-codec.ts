/**
 * Postings maps in a compact columnar form for snapshots: keys, offsets and one id array
 * (CSR). Restored lists are views into the loaded id array, not copies.
 */
import type { IndexTerm } from '../../../model/values/indexing.js';
import { PostingList, type Postings, postingIds } from '../postings.js';

export interface EncodedPostings {
  readonly keys: IndexTerm[];
  readonly offsets: Uint8Array | Uint32Array;
  readonly ids: Uint8Array | Uint32Array;
}

export function encodePostings(map: ReadonlyMap<IndexTerm, Postings>): EncodedPostings {
  const keys: IndexTerm[] = new Array(map.size);
  const offsets = new Uint32Array(map.size + 1);
  let total = 0;
  let i = 0;
  for (const [key, postings] of map) {
    keys[i] = key;
    total += typeof postings === 'number' ? 1 : postings.length;
    offsets[++i] = total;
  }
  const ids = new Uint32Array(total);
  i = 0;
  for (const postings of map.values()) {
    ids.set(postingIds(postings), offsets[i++]!);
  }
  return { keys, offsets: bytesOf(offsets), ids: bytesOf(ids) };
}

export function decodePostings<K extends IndexTerm>(encoded: EncodedPostings): Map<K, Postings> {
  const offsets = asUint32(encoded.offsets);
  const ids = asUint32(encoded.ids);
  const map = new Map<K, Postings>();
  for (let i = 0; i < encoded.keys.length; i++) {
    const begin = offsets[i]!;
    const end = offsets[i + 1]!;
    map.set(
      encoded.keys[i] as K,
      end - begin === 1 ? ids[begin]! : PostingList.over(ids.subarray(begin, end)),
    );
  }
  return map;
}

/**
 * The store's encoder writes typed arrays other than bytes element by element, truncating
 * each to a byte; a byte view over the same memory round-trips exactly.
 */
export function bytesOf(array: Uint32Array): Uint8Array {
  return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
}

/** Typed arrays come back from the store as bytes; re-wrap them (copying when misaligned). */
export function asUint32(bytes: Uint8Array | Uint32Array): Uint32Array {
  if (bytes instanceof Uint32Array) return bytes;
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  return new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength / 4);
}

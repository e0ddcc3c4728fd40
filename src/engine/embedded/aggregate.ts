/**
 * Terms aggregation over the postings of one field: for each value, the matching records that
 * hold it (elements of nested levels are counted once per record).
 */
import type { IndexTerm } from '../../model/values/indexing.js';
import { formatIpKey } from '../../model/values/ip.js';
import type { TermsResult } from '../contract.js';
import { rankBuckets } from '../terms.js';
import type { DatasetIndex } from './dataset-index.js';
import { type DocSet, toBits } from './doc-set.js';
import type { FieldIndex } from './field-index.js';
import { type Postings, postingIds } from './postings.js';

export function aggregateTerms(
  index: DatasetIndex,
  matching: DocSet,
  fieldName: string,
  size: number,
): TermsResult {
  const field = index.field(fieldName);
  if (!field) return { buckets: [], sumOther: 0 };
  const records = toBits(matching, index.root.size).words;
  const rootOf = field.level === index.root ? undefined : field.level.rootOf.data;
  const counts = new Map<IndexTerm, number>();
  for (const [key, postings] of bucketSource(field)) {
    const count = countRecords(postings, rootOf, records);
    if (count > 0) {
      const bucket = field.type === 'ip' ? formatIpKey(key as string) : key;
      counts.set(bucket, (counts.get(bucket) ?? 0) + count);
    }
  }
  return rankBuckets(counts, size);
}

/** Keyword: per value as stored; aggregatable text: per whole value; others: per term. */
function bucketSource(field: FieldIndex): Map<IndexTerm, Postings> {
  return field.type === 'text'
    ? ((field.rawTerms ?? new Map()) as Map<IndexTerm, Postings>)
    : field.terms;
}

function countRecords(
  postings: Postings,
  rootOf: Uint32Array | undefined,
  records: Uint32Array,
): number {
  if (typeof postings === 'number') {
    const record = rootOf ? rootOf[postings]! : postings;
    return (records[record >>> 5]! & (1 << (record & 31))) !== 0 ? 1 : 0;
  }
  const ids = postingIds(postings);
  let count = 0;
  if (!rootOf) {
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if ((records[id >>> 5]! & (1 << (id & 31))) !== 0) count++;
    }
    return count;
  }
  let previous = -1;
  for (let i = 0; i < ids.length; i++) {
    const record = rootOf[ids[i]!]!;
    if (record === previous) continue;
    previous = record;
    if ((records[record >>> 5]! & (1 << (record & 31))) !== 0) count++;
  }
  return count;
}

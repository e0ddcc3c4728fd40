/**
 * What a stored value means to search, for each field type: the terms it is indexed under,
 * its aggregation key and its sort value. Every engine and the reference evaluator use these
 * functions, so they agree by construction. A value the type cannot hold (a string in an
 * integer field, a malformed address) is not indexed, as Elasticsearch's ignore_malformed.
 */
import type { FieldType } from '../field.js';
import { parseInstant } from './instant.js';
import { canonicalIp, ipKey } from './ip.js';
import { normalizeKeyword } from './keyword.js';
import { tokenizeText } from './text.js';

export type IndexTerm = string | number | boolean;

/** The terms one raw value is indexed under (empty when the type cannot hold it). */
export function indexTerms(type: FieldType, raw: unknown): IndexTerm[] {
  switch (type) {
    case 'keyword':
      return isScalar(raw) ? [normalizeKeyword(String(raw))] : [];
    case 'text':
      return typeof raw === 'string' ? tokenizeText(raw) : [];
    case 'integer':
      return typeof raw === 'number' && Number.isSafeInteger(raw) ? [raw === 0 ? 0 : raw] : [];
    case 'float':
      return typeof raw === 'number' && Number.isFinite(raw) ? [raw === 0 ? 0 : raw] : [];
    case 'boolean':
      return typeof raw === 'boolean' ? [raw] : [];
    case 'date': {
      const ms = dateValue(raw);
      return ms === undefined ? [] : [ms];
    }
    case 'ip': {
      const key = typeof raw === 'string' ? ipKey(raw) : undefined;
      return key === undefined ? [] : [key];
    }
  }
}

/**
 * The key a raw value counts under in a terms aggregation: the value as stored for keyword
 * and text (so `US` stays `US`), numbers for numbers and dates (epoch ms), the canonical
 * text of an address. Undefined when the value is not indexed.
 */
export function bucketKey(type: FieldType, raw: unknown): IndexTerm | undefined {
  const terms = indexTerms(type, raw);
  if (terms.length === 0) return undefined;
  switch (type) {
    case 'keyword':
    case 'text':
      return String(raw);
    case 'ip':
      return canonicalIp(raw as string);
    default:
      return terms[0];
  }
}

/** The value a record sorts by: keywords case-insensitively, dates as epoch ms, addresses by key. */
export function sortValue(type: FieldType, raw: unknown): IndexTerm | undefined {
  if (type === 'text') return undefined;
  return indexTerms(type, raw)[0];
}

/** Total order of index terms of one type: numbers numerically, strings by UTF-16 code units, false < true. */
export function compareTerms(a: IndexTerm, b: IndexTerm): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function dateValue(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : undefined;
  return typeof raw === 'string' ? parseInstant(raw, { zoneOptional: true }) : undefined;
}

function isScalar(raw: unknown): raw is string | number | boolean {
  return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean';
}

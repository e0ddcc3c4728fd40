/** Terms aggregation rules shared by every engine: which fields qualify, and bucket order. */
import type { FieldDefinition } from '../model/field.js';
import type { FieldRegistry } from '../model/registry.js';
import { compareTerms, type IndexTerm } from '../model/values/indexing.js';
import { QueryError } from '../query/errors.js';
import type { TermsResult } from './contract.js';

export function planTerms(registry: FieldRegistry, field: string, size: number): FieldDefinition {
  const definition = registry.get(field);
  if (!definition) {
    const suggestions = registry.suggest(field);
    const hint = suggestions.length > 0 ? ` — did you mean '${suggestions[0]}'?` : '';
    throw new QueryError('unknown_field', `unknown field '${field}'${hint}`, undefined, {
      field,
      suggestions,
    });
  }
  if (!definition.aggregatable) {
    throw new QueryError(
      'unsupported',
      `'${field}' cannot be summarized (it holds free text); summarize a keyword or numeric field`,
      undefined,
      { field },
    );
  }
  if (!Number.isSafeInteger(size) || size < 0) {
    throw new QueryError(
      'invalid_value',
      `the number of buckets must be a whole number ≥ 0, got ${size}`,
    );
  }
  return definition;
}

/** Buckets by count descending, then key ascending; the counts beyond `size` are summed. */
export function rankBuckets(counts: ReadonlyMap<IndexTerm, number>, size: number): TermsResult {
  const all = [...counts].map(([key, count]) => ({ key, count }));
  all.sort((a, b) => b.count - a.count || compareTerms(a.key, b.key));
  const buckets = all.slice(0, size);
  const sumOther = all.slice(size).reduce((sum, bucket) => sum + bucket.count, 0);
  return { buckets, sumOther };
}

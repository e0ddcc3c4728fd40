/**
 * The reference evaluator: decides whether one record matches an analyzed query by reading
 * the record itself, with no index. Deliberately simple — it is the oracle every engine is
 * tested against — and it shares the value semantics of src/model/values/indexing.ts.
 */
import type { FieldType } from '../../model/field.js';
import { elementsAt, valuesAt } from '../../model/paths.js';
import { compareTerms, type IndexTerm, indexTerms } from '../../model/values/indexing.js';
import { tokenizeText } from '../../model/values/text.js';
import type { Query, RangeQuery } from '../../query/analyzed.js';
import { termMatcherFor } from '../term-matchers.js';
import { phraseMatches } from './phrase.js';

/** True when `record` satisfies `query`. */
export function matchesRecord(query: Query, record: unknown): boolean {
  return evaluate(query, record, '');
}

/** `scope` is the nested path `object` stands for ('' at the record's top). */
function evaluate(query: Query, object: unknown, scope: string): boolean {
  switch (query.kind) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'and':
      return query.clauses.every((clause) => evaluate(clause, object, scope));
    case 'or':
      return query.clauses.some((clause) => evaluate(clause, object, scope));
    case 'not':
      return !evaluate(query.clause, object, scope);
    case 'nested':
      return elementsAt(object, relative(query.path, scope)).some((element) =>
        evaluate(query.query, element, query.path),
      );
    case 'exists':
      return anyTerm(object, scope, query.field, query.type, () => true);
    case 'term':
      return anyTerm(object, scope, query.field, query.type, (term) => term === query.value);
    case 'range':
      return anyTerm(object, scope, query.field, query.type, (term) => inRange(term, query));
    case 'prefix':
      return anyTerm(object, scope, query.field, query.type, (term) =>
        (term as string).startsWith(query.prefix),
      );
    case 'wildcard':
    case 'regexp':
    case 'fuzzy': {
      const matcher = termMatcherFor(query);
      return anyTerm(object, scope, query.field, query.type, (term) =>
        matcher.matches(term as string),
      );
    }
    case 'phrase':
      return valuesAt(object, relative(query.field, scope)).some(
        (raw) =>
          typeof raw === 'string' && phraseMatches(tokenizeText(raw), query.tokens, query.slop),
      );
  }
}

function anyTerm(
  object: unknown,
  scope: string,
  field: string,
  type: FieldType,
  test: (term: IndexTerm) => boolean,
): boolean {
  return termsAt(object, relative(field, scope), type).some(test);
}

/**
 * The index terms at a path of an object, computed once per object, path and type: stored
 * records are never modified, and the same records are evaluated against many queries.
 */
const termCache = new WeakMap<object, Map<string, { type: FieldType; terms: IndexTerm[] }>>();

function termsAt(object: unknown, path: string, type: FieldType): IndexTerm[] {
  if (typeof object !== 'object' || object === null) return [];
  let byPath = termCache.get(object);
  if (!byPath) {
    byPath = new Map();
    termCache.set(object, byPath);
  }
  const cached = byPath.get(path);
  if (cached?.type === type) return cached.terms;
  const terms: IndexTerm[] = [];
  for (const raw of valuesAt(object, path))
    for (const term of indexTerms(type, raw)) terms.push(term);
  byPath.set(path, { type, terms });
  return terms;
}

export function inRange(term: IndexTerm, range: RangeQuery): boolean {
  if (range.gte !== undefined && compareTerms(term, range.gte) < 0) return false;
  if (range.gt !== undefined && compareTerms(term, range.gt) <= 0) return false;
  if (range.lte !== undefined && compareTerms(term, range.lte) > 0) return false;
  if (range.lt !== undefined && compareTerms(term, range.lt) >= 0) return false;
  return true;
}

function relative(field: string, scope: string): string {
  return scope === '' ? field : field.slice(scope.length + 1);
}

/**
 * Executes an analyzed query on a dataset index. Every clause yields the set of elements of
 * the level it is evaluated at: leaves are evaluated at their field's level and lifted to
 * their parents; a nested query evaluates its clause at the nested path's level; negation is
 * relative to the live elements of its level.
 */
import type { IndexTerm } from '../../model/values/indexing.js';
import { tokenizeText } from '../../model/values/text.js';
import type { LeafQuery, Query, RangeQuery } from '../../query/analyzed.js';
import { QueryTooBroadError } from '../../query/errors.js';
import type { QueryLimits } from '../../query/limits.js';
import { phraseMatches } from '../reference/phrase.js';
import { termMatcherFor } from '../term-matchers.js';
import type { DatasetIndex } from './dataset-index.js';
import {
  type DocSet,
  EMPTY,
  intersect,
  intersectSorted,
  mapToParents,
  sorted,
  subtract,
  union,
} from './doc-set.js';
import type { FieldIndex } from './field-index.js';
import type { Level } from './level.js';

export class Executor {
  constructor(
    private readonly index: DatasetIndex,
    private readonly limits: QueryLimits,
  ) {}

  /** The live records matching `query`. */
  run(query: Query): DocSet {
    const root = this.index.root;
    return intersect(this.evaluate(query, root), this.all(root), root.size);
  }

  private evaluate(query: Query, level: Level): DocSet {
    switch (query.kind) {
      case 'all':
        return this.all(level);
      case 'none':
        return EMPTY;
      case 'and': {
        // Most selective first keeps intermediate sets small.
        const sets = query.clauses.map((clause) => this.evaluate(clause, level));
        sets.sort((a, b) => estimate(a, level) - estimate(b, level));
        let result = sets[0]!;
        for (let i = 1; i < sets.length && !isEmpty(result); i++)
          result = intersect(result, sets[i]!, level.size);
        return result;
      }
      case 'or':
        return union(
          query.clauses.map((clause) => this.evaluate(clause, level)),
          level.size,
        );
      case 'not':
        return subtract(this.all(level), this.evaluate(query.clause, level), level.size);
      case 'nested': {
        const inner = this.index.levelFor(query.path);
        return this.lift(this.evaluate(query.query, inner), inner, level);
      }
      default: {
        const field = this.index.field(query.field);
        if (!field) return EMPTY;
        return this.lift(this.leaf(query, field), field.level, level);
      }
    }
  }

  private leaf(query: LeafQuery, field: FieldIndex): DocSet {
    const size = field.level.size;
    switch (query.kind) {
      case 'exists':
        return sorted(field.present.ids());
      case 'term':
        return union(field.lookup(query.value).map(sorted), size);
      case 'range':
        return this.expand(
          field,
          (visit) =>
            field.view.keysBetween(
              lowerOf(query),
              upperOf(query),
              (key) => inBounds(key, query) && visit(key),
            ),
          query.type !== 'keyword' && query.type !== 'text',
        );
      case 'prefix':
        return this.expand(field, (visit) => field.view.keysWithPrefix(query.prefix, visit), false);
      case 'wildcard':
      case 'regexp':
      case 'fuzzy': {
        const matcher = termMatcherFor(query);
        const scan = (visit: (key: IndexTerm) => void) => {
          const test = (key: IndexTerm) => {
            if (matcher.matches(key as string)) visit(key);
          };
          if (matcher.literalPrefix !== '') field.view.keysWithPrefix(matcher.literalPrefix, test);
          else field.view.keysBetween(undefined, undefined, test);
        };
        return this.expand(field, scan, false);
      }
      case 'phrase':
        return this.phrase(field, query.tokens, query.slop);
    }
  }

  /** Union of the postings of every key a scan visits; string expansions are bounded. */
  private expand(
    field: FieldIndex,
    scan: (visit: (key: IndexTerm) => void) => void,
    unbounded: boolean,
  ): DocSet {
    const lists: DocSet[] = [];
    let keys = 0;
    scan((key) => {
      keys++;
      if (!unbounded && keys > this.limits.maxExpansions) {
        throw new QueryTooBroadError(
          'maxExpansions',
          this.limits.maxExpansions,
          `'${field.definition.name}' has more than ${this.limits.maxExpansions} terms matching this pattern or range; narrow it`,
        );
      }
      for (const ids of field.lookup(key)) lists.push(sorted(ids));
    });
    return union(lists, field.level.size);
  }

  /** Elements holding every token, then checked for the order and slop in their values. */
  private phrase(field: FieldIndex, tokens: readonly string[], slop: number): DocSet {
    let candidates: Uint32Array | undefined;
    for (const token of new Set(tokens)) {
      const lists = field.lookup(token);
      if (lists.length === 0) return EMPTY;
      candidates = candidates ? intersectSorted(candidates, lists[0]!) : lists[0]!;
      if (candidates.length === 0) return EMPTY;
    }
    const out: number[] = [];
    for (const element of candidates ?? []) {
      const values = field.rawValues?.[element] ?? [];
      if (values.some((value) => phraseMatches(tokenizeText(value), tokens, slop)))
        out.push(element);
    }
    return sorted(Uint32Array.from(out));
  }

  /** Lifts a set from a descendant level up to `target`. */
  private lift(set: DocSet, from: Level, target: Level): DocSet {
    let current = set;
    let level = from;
    while (level !== target) {
      const parent = level.parent!;
      current = mapToParents(current, level.parentOf.data, parent.size);
      level = parent;
    }
    return current;
  }

  private all(level: Level): DocSet {
    return { kind: 'bits', words: level.liveBits() };
  }
}

function estimate(set: DocSet, level: Level): number {
  return set.kind === 'sorted' ? set.ids.length : level.size;
}

function isEmpty(set: DocSet): boolean {
  return set.kind === 'sorted' && set.ids.length === 0;
}

function lowerOf(range: RangeQuery): IndexTerm | undefined {
  return (range.gte ?? range.gt) as IndexTerm | undefined;
}

function upperOf(range: RangeQuery): IndexTerm | undefined {
  return (range.lte ?? range.lt) as IndexTerm | undefined;
}

function inBounds(key: IndexTerm, range: RangeQuery): boolean {
  return !(
    (range.gt !== undefined && key === range.gt) ||
    (range.lt !== undefined && key === range.lt)
  );
}

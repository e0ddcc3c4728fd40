/**
 * The inverted index of one field: term → elements (at the field's level), the elements that
 * have any value, and what phrase checks and aggregations need. Keyword postings are kept per
 * value as stored, so aggregations return `US` as stored while a query for `us` finds it
 * through the lower-case form.
 */
import type { FieldDefinition, FieldType } from '../../model/field.js';
import { type IndexTerm, indexTerms } from '../../model/values/indexing.js';
import { normalizeKeyword } from '../../model/values/keyword.js';
import type { Level } from './level.js';
import { addPosting, IdList, PostingList, type Postings, postingIds } from './postings.js';
import { TermView } from './term-view.js';

/** A field index as loaded from a snapshot. */
export interface RestoredField {
  readonly terms: Map<IndexTerm, Postings>;
  readonly otherCase: Map<string, string[]>;
  readonly rawTerms: Map<string, Postings> | undefined;
  readonly rawValues: Array<string[] | undefined> | undefined;
  readonly present: IdList;
  readonly view: TermView;
}

export class FieldIndex {
  readonly type: FieldType;
  /** keyword: value as stored; text: token; others: the index term */
  readonly terms: Map<IndexTerm, Postings>;
  /** keyword: lower-case form → stored values that differ from it */
  readonly otherCase: Map<string, string[]>;
  /** aggregatable text: whole value as stored → elements */
  readonly rawTerms: Map<string, Postings> | undefined;
  /** text: the values of each element, for phrase checks */
  readonly rawValues: Array<string[] | undefined> | undefined;
  readonly present: IdList;
  /** query keys (lower-case for keywords) in order */
  readonly view: TermView;

  constructor(
    readonly definition: FieldDefinition,
    readonly level: Level,
    restored?: RestoredField,
  ) {
    this.type = definition.type;
    const text = this.type === 'text';
    this.terms = restored?.terms ?? new Map();
    this.otherCase = restored?.otherCase ?? new Map();
    this.rawValues = restored ? restored.rawValues : text ? [] : undefined;
    this.rawTerms = restored
      ? restored.rawTerms
      : text && definition.aggregatable
        ? new Map()
        : undefined;
    this.present = restored?.present ?? new IdList();
    this.view = restored?.view ?? new TermView();
  }

  add(element: number, raw: unknown): void {
    if (this.type === 'keyword') {
      this.addKeyword(element, raw);
      return;
    }
    const terms = indexTerms(this.type, raw);
    if (terms.length === 0) return;
    this.present.add(element);
    for (const term of terms) if (addPosting(this.terms, term, element)) this.view.add(term);
    if (this.rawValues) {
      const values = this.rawValues[element];
      if (values) values.push(raw as string);
      else this.rawValues[element] = [raw as string];
      if (this.rawTerms) addPosting(this.rawTerms, raw as string, element);
    }
  }

  private addKeyword(element: number, raw: unknown): void {
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') return;
    const stored = String(raw);
    this.present.add(element);
    const postings = this.terms.get(stored);
    if (postings !== undefined) {
      if (typeof postings !== 'number') postings.push(element);
      else if (postings !== element) this.terms.set(stored, new PostingList(postings, element));
      return;
    }
    const lower = normalizeKeyword(stored);
    // The view holds each lower-case key once, added with its first stored form.
    const keyKnown = this.terms.has(lower) || this.otherCase.has(lower);
    this.terms.set(stored, element);
    if (lower !== stored) {
      const variants = this.otherCase.get(lower);
      if (variants) variants.push(stored);
      else this.otherCase.set(lower, [stored]);
    }
    if (!keyKnown) this.view.add(lower);
  }

  /** Element id lists holding the query key (one list per stored form for keywords). */
  lookup(key: IndexTerm): Uint32Array[] {
    const lists: Uint32Array[] = [];
    const direct = this.terms.get(key);
    if (direct !== undefined) lists.push(postingIds(direct));
    if (this.type === 'keyword') {
      for (const stored of this.otherCase.get(key as string) ?? [])
        lists.push(postingIds(this.terms.get(stored)!));
    }
    return lists;
  }
}

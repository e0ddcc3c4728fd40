/**
 * The user-input AST: what the text says, with source spans, before it is bound to a
 * dataset's fields. The analyzer (src/query/analyze) turns it into the typed query.
 */

/** Half-open range of 0-based offsets in the query text. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

export type SyntaxNode = BooleanNode | NotNode | RequiredNode | GroupNode | FieldNode | ValueNode;

/** `a AND b` / `a OR b`, and juxtaposition (`a b`), which joins with the default operator. */
export interface BooleanNode {
  readonly kind: 'boolean';
  readonly operator: 'and' | 'or';
  readonly clauses: readonly SyntaxNode[];
  readonly span: Span;
}

/** `NOT a`, `!a`, `-a`. */
export interface NotNode {
  readonly kind: 'not';
  readonly clause: SyntaxNode;
  readonly via: 'NOT' | '!' | '-';
  readonly span: Span;
}

/** `+a`: required. Matters only when the default operator is OR (Lucene semantics). */
export interface RequiredNode {
  readonly kind: 'required';
  readonly clause: SyntaxNode;
  readonly span: Span;
}

/** `( ... )` */
export interface GroupNode {
  readonly kind: 'group';
  readonly query: SyntaxNode | undefined;
  readonly boost: number | undefined;
  readonly span: Span;
}

/** `field:value` or `field:( ... )`. */
export interface FieldNode {
  readonly kind: 'field';
  /** the field name as written, escapes removed; may contain `*`/`?` wildcards (see fieldPattern) */
  readonly field: string;
  /** set when the name has unescaped wildcards: the canonical wildcard form */
  readonly fieldPattern: string | undefined;
  readonly fieldSpan: Span;
  readonly target: SyntaxNode;
  readonly span: Span;
}

/** A value: with a field when it stands inside `field:`, else searched in the default fields. */
export interface ValueNode {
  readonly kind: 'value';
  readonly value: Value;
  readonly boost: number | undefined;
  readonly span: Span;
}

export type Value = TermValue | PhraseValue | RegexValue | FuzzyValue | RangeValue | CompareValue;

/** A bare word. */
export interface TermValue {
  readonly type: 'term';
  /** escapes removed */
  readonly text: string;
  /**
   * Set when the word holds unescaped `*` or `?`: the canonical wildcard pattern, where
   * `*`, `?` and `\` that were literal in the input are escaped with `\`.
   */
  readonly wildcard: string | undefined;
}

/** `"..."` or `'...'`, optionally with a proximity slop `"a b"~2`. */
export interface PhraseValue {
  readonly type: 'phrase';
  readonly text: string;
  readonly slop: number | undefined;
}

/** `/.../`: Lucene regular expression, the source between the slashes. */
export interface RegexValue {
  readonly type: 'regex';
  readonly pattern: string;
  readonly patternStart: number;
}

/** `word~` or `word~N` (N edits, or a similarity below 1 in the old Lucene form). */
export interface FuzzyValue {
  readonly type: 'fuzzy';
  readonly text: string;
  /** undefined means AUTO */
  readonly fuzziness: number | undefined;
}

export interface RangeBound {
  readonly text: string;
  readonly quoted: boolean;
  readonly span: Span;
}

/** `[a TO b]`, `{a TO b}`, mixed, with `*` for an open end (bound undefined). */
export interface RangeValue {
  readonly type: 'range';
  readonly lower: RangeBound | undefined;
  readonly upper: RangeBound | undefined;
  readonly includeLower: boolean;
  readonly includeUpper: boolean;
}

/** `>v`, `>=v`, `<v`, `<=v`. */
export interface CompareValue {
  readonly type: 'compare';
  readonly operator: '>' | '>=' | '<' | '<=';
  readonly operand: RangeBound;
}

import { positionAt, QueryTooBroadError } from '../errors.js';
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from '../limits.js';
import type { RangeBound, Span, SyntaxNode, Value, ValueNode } from './ast.js';
import { scanBound, scanNumber, scanQuoted, scanRegex, scanWord } from './lexemes.js';
import { Source } from './source.js';

export type DefaultOperator = 'and' | 'or';

export interface ParseOptions {
  /** how juxtaposed clauses (`a b`) combine; AND unless the server is set to strict Lucene OR */
  readonly defaultOperator?: DefaultOperator;
  readonly limits?: QueryLimits;
}

/**
 * Lucene classic syntax → user-input AST. Precedence NOT > AND > OR; juxtaposition joins
 * with the default operator at that operator's level. Returns undefined for an empty query.
 */
export function parseSyntax(text: string, options: ParseOptions = {}): SyntaxNode | undefined {
  return new Parser(text, options).parseQuery();
}

class Parser {
  private readonly source: Source;
  private readonly defaultOperator: DefaultOperator;
  private readonly limits: QueryLimits;
  private depth = 0;
  private values = 0;

  constructor(text: string, options: ParseOptions) {
    this.source = new Source(text);
    this.defaultOperator = options.defaultOperator ?? 'and';
    this.limits = options.limits ?? DEFAULT_QUERY_LIMITS;
    if (text.length > this.limits.maxLength) {
      throw new QueryTooBroadError(
        'maxLength',
        this.limits.maxLength,
        `the query is ${text.length} characters long; the limit is ${this.limits.maxLength}`,
      );
    }
  }

  parseQuery(): SyntaxNode | undefined {
    const s = this.source;
    s.skipSpace();
    if (s.atEnd) return undefined;
    const node = this.parseOr();
    s.skipSpace();
    if (!s.atEnd) {
      // parseOr stops only at ')' or the end.
      throw s.error("unexpected ')' without a matching '('");
    }
    return node;
  }

  private parseOr(): SyntaxNode {
    const clauses = [this.parseAnd()];
    for (;;) {
      const s = this.source;
      s.skipSpace();
      if (this.atOperator('OR', '||')) {
        const operatorAt = s.pos;
        s.pos += 2; // 'OR' and '||' are both two characters
        this.expectClauseAfter(s.text.slice(operatorAt, s.pos));
        clauses.push(this.parseAnd());
      } else if (this.defaultOperator === 'or' && this.atClauseStart()) {
        clauses.push(this.parseAnd());
      } else {
        break;
      }
    }
    return this.combine('or', clauses);
  }

  private parseAnd(): SyntaxNode {
    const clauses = [this.parseUnary()];
    for (;;) {
      const s = this.source;
      s.skipSpace();
      if (this.atOperator('AND', '&&')) {
        const operatorAt = s.pos;
        s.pos += s.startsWith('&&') ? 2 : 3;
        this.expectClauseAfter(s.text.slice(operatorAt, s.pos));
        clauses.push(this.parseUnary());
      } else if (this.defaultOperator === 'and' && this.atClauseStart()) {
        clauses.push(this.parseUnary());
      } else {
        break;
      }
    }
    return this.combine('and', clauses);
  }

  private combine(operator: 'and' | 'or', clauses: SyntaxNode[]): SyntaxNode {
    if (clauses.length === 1) return clauses[0]!;
    const span = { start: clauses[0]!.span.start, end: clauses[clauses.length - 1]!.span.end };
    return { kind: 'boolean', operator, clauses, span };
  }

  private parseUnary(): SyntaxNode {
    const s = this.source;
    s.skipSpace();
    const start = s.pos;
    const prefix = s.atKeyword('NOT')
      ? 'NOT'
      : s.peek() === '!'
        ? '!'
        : s.peek() === '-'
          ? '-'
          : s.peek() === '+'
            ? '+'
            : undefined;
    if (prefix === undefined) return this.parsePrimary();
    s.pos += prefix.length;
    if (prefix === '-' || prefix === '+') {
      // `- a` is more likely a typo than a negation; Lucene wants the operator on the clause.
      if (s.atEnd || /\s/u.test(s.peek()))
        throw s.error(`expected a clause right after '${prefix}'`, s.pos, ['a clause']);
    } else {
      this.expectClauseAfter(prefix);
    }
    this.enter(start);
    const clause = this.parseUnary();
    this.depth--;
    const span = { start, end: clause.span.end };
    return prefix === '+'
      ? { kind: 'required', clause, span }
      : { kind: 'not', clause, via: prefix, span };
  }

  private parsePrimary(): SyntaxNode {
    const s = this.source;
    const start = s.pos;
    const ch = s.peek();
    if (ch === '(') return this.parseGroup();
    if (ch === ')') throw s.error("unexpected ')' without a matching '('");
    if (this.atOperator('AND', '&&') || this.atOperator('OR', '||')) {
      throw s.error(`expected a clause before ${s.describeAt()}`, start, ['a clause']);
    }
    if (
      ch === '"' ||
      ch === "'" ||
      ch === '/' ||
      ch === '[' ||
      ch === '{' ||
      ch === '>' ||
      ch === '<'
    ) {
      return this.parseValue(false);
    }
    if (ch === ']' || ch === '}' || ch === '^' || ch === '~' || ch === ':') {
      throw s.error(
        `unexpected '${ch}'${ch === ':' ? ' (a field name is missing before it)' : ''}`,
      );
    }
    const word = scanWord(s, false);
    s.skipSpace();
    if (s.peek() === ':' && word.text !== '') {
      s.pos++;
      return this.parseFieldTarget(word.text, word.wildcard, word.span, start);
    }
    s.pos = start;
    return this.parseValue(false);
  }

  private parseGroup(): SyntaxNode {
    const s = this.source;
    const open = s.pos;
    s.pos++;
    this.enter(open);
    s.skipSpace();
    if (s.peek() === ')') throw s.error('empty parentheses: put a query inside ( )', open);
    if (s.atEnd) throw s.error("missing ')' to close the '('", open, [')']);
    const query = this.parseOr();
    s.skipSpace();
    if (s.peek() !== ')') {
      throw s.error(
        `missing ')' to close the '(' at column ${positionAt(s.text, open).column}`,
        s.pos,
        [')'],
      );
    }
    s.pos++;
    this.depth--;
    const boost = this.parseBoost();
    return { kind: 'group', query, boost, span: { start: open, end: s.pos } };
  }

  private parseFieldTarget(
    field: string,
    fieldPattern: string | undefined,
    fieldSpan: Span,
    start: number,
  ): SyntaxNode {
    const s = this.source;
    s.skipSpace();
    if (
      s.atEnd ||
      s.peek() === ')' ||
      this.atOperator('AND', '&&') ||
      this.atOperator('OR', '||')
    ) {
      throw s.error(`expected a value after '${field}:'`, s.pos, ['a value']);
    }
    const target = s.peek() === '(' ? this.parseGroup() : this.parseValue(true);
    return { kind: 'field', field, fieldPattern, fieldSpan, target, span: { start, end: s.pos } };
  }

  private parseValue(afterField: boolean): ValueNode {
    const s = this.source;
    const start = s.pos;
    this.values++;
    if (this.values > this.limits.maxClauses) {
      throw new QueryTooBroadError(
        'maxClauses',
        this.limits.maxClauses,
        `more than ${this.limits.maxClauses} clauses`,
        positionAt(s.text, start),
      );
    }
    const value = this.scanValue(afterField);
    const boost = this.parseBoost();
    return { kind: 'value', value, boost, span: { start, end: s.pos } };
  }

  private scanValue(afterField: boolean): Value {
    const s = this.source;
    const ch = s.peek();
    if (ch === '"' || ch === "'") {
      const { text } = scanQuoted(s);
      const tildeAt = s.pos;
      const slop = this.parseTilde();
      if (slop !== undefined && slop !== 'auto' && !Number.isInteger(slop)) {
        throw s.error('a phrase proximity (~N) must be a whole number of positions', tildeAt + 1);
      }
      return { type: 'phrase', text, slop: slop === 'auto' ? undefined : slop };
    }
    if (ch === '/') {
      const { pattern, patternStart } = scanRegex(s);
      return { type: 'regex', pattern, patternStart };
    }
    if (ch === '[' || ch === '{') return this.scanRange();
    if (ch === '>' || ch === '<') {
      const operator = s.startsWith('>=') ? '>=' : s.startsWith('<=') ? '<=' : (ch as '>' | '<');
      s.pos += operator.length;
      s.skipSpace();
      const operand = scanBound(s, true);
      if (operand.text === '' && !operand.quoted) {
        throw s.error(`expected a value after '${operator}'`, s.pos, ['a value']);
      }
      return { type: 'compare', operator, operand };
    }
    const word = scanWord(s, afterField);
    if (word.text === '') throw s.error(`unexpected ${s.describeAt()}`, s.pos, ['a value']);
    if (s.peek() === '~') {
      const tildeAt = s.pos;
      const fuzziness = this.parseTilde();
      if (word.wildcard !== undefined)
        throw s.error('a fuzzy term (~) cannot contain wildcards', tildeAt);
      if (
        fuzziness !== 'auto' &&
        fuzziness !== undefined &&
        fuzziness >= 1 &&
        (!Number.isInteger(fuzziness) || fuzziness > 2)
      ) {
        throw s.error(
          'fuzziness must be 0, 1 or 2 edits (or a similarity between 0 and 1)',
          tildeAt + 1,
        );
      }
      return {
        type: 'fuzzy',
        text: word.text,
        fuzziness: fuzziness === 'auto' ? undefined : fuzziness,
      };
    }
    return { type: 'term', text: word.text, wildcard: word.wildcard };
  }

  private scanRange(): Value {
    const s = this.source;
    const open = s.pos;
    const includeLower = s.peek() === '[';
    s.pos++;
    s.skipSpace();
    const lower = this.rangeBound();
    s.skipSpace();
    if (!s.atKeyword('TO'))
      throw s.error("expected 'TO' between the bounds of a range, like [1 TO 5]", s.pos, ['TO']);
    s.pos += 2;
    s.skipSpace();
    const upper = this.rangeBound();
    s.skipSpace();
    const close = s.peek();
    if (close !== ']' && close !== '}') {
      throw s.error(
        `expected ']' or '}' to close the range opened at column ${positionAt(s.text, open).column}`,
        s.pos,
        [']', '}'],
      );
    }
    s.pos++;
    return { type: 'range', lower, upper, includeLower, includeUpper: close === ']' };
  }

  private rangeBound(): RangeBound | undefined {
    const s = this.source;
    const bound = s.atKeyword('TO') ? undefined : scanBound(s, false);
    if (!bound || (!bound.quoted && bound.text === ''))
      throw s.error('expected a range bound (a value or *)', s.pos, ['a value', '*']);
    return !bound.quoted && bound.text === '*' ? undefined : bound;
  }

  /** `~` with an optional number; 'auto' when no number follows; undefined when no `~`. */
  private parseTilde(): number | 'auto' | undefined {
    const s = this.source;
    if (s.peek() !== '~') return undefined;
    s.pos++;
    return scanNumber(s) ?? 'auto';
  }

  private parseBoost(): number | undefined {
    const s = this.source;
    if (s.peek() !== '^') return undefined;
    s.pos++;
    const boost = scanNumber(s);
    if (boost === undefined)
      throw s.error("expected a number after '^' (a boost, like ^2)", s.pos, ['a number']);
    return boost;
  }

  private atOperator(word: string, symbol: string): boolean {
    return this.source.atKeyword(word) || this.source.startsWith(symbol);
  }

  private atClauseStart(): boolean {
    const s = this.source;
    return (
      !s.atEnd && s.peek() !== ')' && !this.atOperator('AND', '&&') && !this.atOperator('OR', '||')
    );
  }

  private expectClauseAfter(operator: string): void {
    const s = this.source;
    s.skipSpace();
    if (!this.atClauseStart()) {
      throw s.error(`expected a clause after ${operator}, found ${s.describeAt()}`, s.pos, [
        'a clause',
      ]);
    }
  }

  private enter(at: number): void {
    this.depth++;
    if (this.depth > this.limits.maxDepth) {
      throw new QueryTooBroadError(
        'maxDepth',
        this.limits.maxDepth,
        `nesting deeper than ${this.limits.maxDepth} levels`,
        positionAt(this.source.text, at),
      );
    }
  }
}

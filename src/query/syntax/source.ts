import { positionAt, QueryError } from '../errors.js';

/**
 * The query text with a read position, plus the error helpers the scanner and the parser
 * share. Lexing is context-sensitive (a value after `field:` may contain `:` and `/`, a
 * clause start may not), so the parser drives the scanner instead of pre-tokenizing.
 */
export class Source {
  pos = 0;
  constructor(readonly text: string) {}

  get atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }

  startsWith(word: string): boolean {
    return this.text.startsWith(word, this.pos);
  }

  /** `word` stands here as a whole word (an operator like AND, OR, NOT, TO). */
  atKeyword(word: string): boolean {
    if (!this.startsWith(word)) return false;
    const after = this.text[this.pos + word.length];
    return after === undefined || isSpace(after) || after === '(' || after === ')';
  }

  skipSpace(): void {
    while (this.pos < this.text.length && isSpace(this.text[this.pos]!)) this.pos++;
  }

  /** A short description of what stands at `offset`, for "found ..." in errors. */
  describeAt(offset = this.pos): string {
    if (offset >= this.text.length) return 'end of query';
    const rest = this.text.slice(offset);
    const word = /^[^\s()]+/.exec(rest)?.[0] ?? rest[0]!;
    return `'${word.length > 24 ? `${word.slice(0, 24)}…` : word}'`;
  }

  error(reason: string, offset = this.pos, expected: readonly string[] = []): QueryError {
    return new QueryError('syntax', reason, positionAt(this.text, offset), {
      found: this.describeAt(offset),
      expected,
    });
  }
}

export function isSpace(ch: string): boolean {
  return (
    ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\u3000' || /\s/u.test(ch)
  );
}

import type { RangeBound, Span } from './ast.js';
import { isSpace, type Source } from './source.js';

/** Characters that end a bare word anywhere (Lucene's reserved characters, minus the ones we allow inside words). */
const WORD_TERMINATORS = new Set(['(', ')', '"', '^', '~', '[', ']', '{', '}']);

export interface ScannedWord {
  /** escapes removed */
  readonly text: string;
  /** canonical wildcard pattern when the word has unescaped `*` or `?` */
  readonly wildcard: string | undefined;
  readonly span: Span;
}

/**
 * A bare word. At a clause start (`allowColon` false) `:` ends it, since it may be a field
 * name; after `field:` the value may hold `:` and `/` (IPv6, CIDR, CPE, times).
 */
export function scanWord(source: Source, allowColon: boolean): ScannedWord {
  const start = source.pos;
  let text = '';
  let pattern = '';
  let hasWildcard = false;
  while (!source.atEnd) {
    const ch = source.peek();
    if (isSpace(ch) || WORD_TERMINATORS.has(ch) || (ch === ':' && !allowColon)) break;
    if (ch === '\\') {
      const literal = scanEscape(source);
      text += literal;
      pattern += literal === '*' || literal === '?' || literal === '\\' ? `\\${literal}` : literal;
      continue;
    }
    // A codepoint, not a UTF-16 unit, so surrogate pairs stay whole.
    const cp = String.fromCodePoint(source.text.codePointAt(source.pos)!);
    source.pos += cp.length;
    text += cp;
    pattern += cp;
    if (cp === '*' || cp === '?') hasWildcard = true;
  }
  return { text, wildcard: hasWildcard ? pattern : undefined, span: { start, end: source.pos } };
}

/** `\x` → x, `\uXXXX` → the code unit; the source stands on the backslash. */
function scanEscape(source: Source): string {
  const at = source.pos;
  source.pos++;
  if (source.atEnd) throw source.error('a backslash at the end of the query escapes nothing', at);
  if (
    source.peek() === 'u' &&
    /^[0-9a-fA-F]{4}$/.test(source.text.slice(source.pos + 1, source.pos + 5))
  ) {
    const unit = String.fromCharCode(
      Number.parseInt(source.text.slice(source.pos + 1, source.pos + 5), 16),
    );
    source.pos += 5;
    return unit;
  }
  const cp = String.fromCodePoint(source.text.codePointAt(source.pos)!);
  source.pos += cp.length;
  return cp;
}

/** `"..."` or `'...'`; the source stands on the opening quote. Returns the unescaped content. */
export function scanQuoted(source: Source): { text: string; span: Span } {
  const start = source.pos;
  const quote = source.peek();
  source.pos++;
  let text = '';
  while (!source.atEnd && source.peek() !== quote) {
    if (source.peek() === '\\') {
      text += scanEscape(source);
    } else {
      text += source.peek();
      source.pos++;
    }
  }
  if (source.atEnd) {
    throw source.error(`unterminated phrase: missing the closing ${quote}`, start, [quote]);
  }
  source.pos++;
  return { text, span: { start, end: source.pos } };
}

/** `/.../`; the source stands on the opening slash. Returns the pattern with its escapes kept. */
export function scanRegex(source: Source): { pattern: string; patternStart: number; span: Span } {
  const start = source.pos;
  source.pos++;
  const patternStart = source.pos;
  while (!source.atEnd && source.peek() !== '/') {
    source.pos += source.peek() === '\\' && source.pos + 1 < source.text.length ? 2 : 1;
  }
  if (source.atEnd) {
    throw source.error('unterminated regular expression: missing the closing /', start, ['/']);
  }
  const pattern = source.text.slice(patternStart, source.pos);
  source.pos++;
  return { pattern, patternStart, span: { start, end: source.pos } };
}

/** A number after `^` (boost) or `~` (fuzziness, slop); undefined when none stands here. */
export function scanNumber(source: Source): number | undefined {
  const match = /^\d+(\.\d+)?|^\.\d+/.exec(source.text.slice(source.pos, source.pos + 32));
  if (!match) return undefined;
  source.pos += match[0].length;
  return Number(match[0]);
}

/**
 * A range bound or a comparison operand: a quoted string, or a run of characters up to
 * whitespace or a closing bracket (Lucene's "range goop": colons and slashes are fine).
 */
export function scanBound(source: Source, stopAtParen: boolean): RangeBound {
  const start = source.pos;
  if (source.peek() === '"' || source.peek() === "'") {
    const quoted = scanQuoted(source);
    return { text: quoted.text, quoted: true, span: quoted.span };
  }
  let text = '';
  while (!source.atEnd) {
    const ch = source.peek();
    if (isSpace(ch) || ch === ']' || ch === '}' || (stopAtParen && ch === ')')) break;
    if (ch === '\\') {
      text += scanEscape(source);
      continue;
    }
    text += ch;
    source.pos++;
  }
  return { text, quoted: false, span: { start, end: source.pos } };
}

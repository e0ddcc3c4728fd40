import { foldCharSet } from './case-folding.js';
import { CharSet } from './char-set.js';
import { codePointsOf } from './code-points.js';
import {
  ANY_CHAR,
  ANY_STRING,
  charsNode,
  concatNode,
  depthOf,
  EMPTY_LANGUAGE,
  EMPTY_STRING,
  type LanguageNode,
  repeatNode,
  unionNode,
} from './language-tree.js';
import { decimalIntervalLanguage } from './numeric-interval.js';
import { PatternError } from './pattern-error.js';
import { predefinedClass } from './predefined-classes.js';

/**
 * Parser for Lucene's RegExp syntax with every optional feature Elasticsearch enables:
 *
 *   union        := intersection ('|' intersection)*
 *   intersection := concat ('&' concat)*
 *   concat       := repeat+
 *   repeat       := complement ('?' | '*' | '+' | '{n}' | '{n,}' | '{n,m}')*
 *   complement   := '~' complement | atom
 *   atom         := '[' '^'? member+ ']' | '.' | '#' | '@' | '"' chars '"' | '(' ')'
 *                 | '(' union ')' | '<' n '-' m '>' | '\' char | char
 *
 * Where Lucene silently reads a misplaced operator as a literal (a leading `*`, `a|`,
 * `(|a)`), this parser rejects it with a reason instead: such patterns are almost always
 * typing mistakes, and a literal reading would quietly match nothing.
 */

export interface RegexpParseOptions {
  readonly caseInsensitive: boolean;
}

/** Deeper trees are rejected so that neither this parser nor the compiler can overflow the stack. */
const MAX_GROUP_NESTING = 200;
const MAX_TREE_DEPTH = 1000;
const MAX_COUNT = 2_147_483_647; // Lucene parses counts and interval bounds as Java ints

const QUANTIFIERS = '?*+{';

export function parseRegexp(pattern: string, options: RegexpParseOptions): LanguageNode {
  // Lucene: the empty pattern matches the empty string.
  if (pattern.length === 0) return EMPTY_STRING;
  const tree = new RegexpParser(pattern, options).parsePattern();
  if (depthOf(tree) > MAX_TREE_DEPTH) {
    throw new PatternError(
      `the regular expression is nested too deeply (more than ${MAX_TREE_DEPTH} levels)`,
      0,
      true,
    );
  }
  return tree;
}

class RegexpParser {
  private pos = 0;
  private groupDepth = 0;

  constructor(
    private readonly pattern: string,
    private readonly options: RegexpParseOptions,
  ) {}

  parsePattern(): LanguageNode {
    const tree = this.parseUnion();
    // Operands stop at `)`, `|`, `&` or the end, and the union loops consume `|` and `&`:
    // anything left is a `)` that closes no group.
    if (this.pos < this.pattern.length) {
      throw new PatternError("unbalanced parenthesis: ')' has no matching '('", this.pos);
    }
    return tree;
  }

  private parseUnion(): LanguageNode {
    const alternatives = [this.parseIntersection()];
    while (this.peek() === '|') {
      this.pos++;
      alternatives.push(this.parseIntersection());
    }
    return unionNode(alternatives);
  }

  private parseIntersection(): LanguageNode {
    const operands = [this.parseConcat()];
    while (this.peek() === '&') {
      this.pos++;
      operands.push(this.parseConcat());
    }
    return operands.length === 1 ? operands[0]! : { kind: 'intersection', operands };
  }

  private parseConcat(): LanguageNode {
    const parts: LanguageNode[] = [];
    while (this.pos < this.pattern.length && !'|&)'.includes(this.peek())) {
      parts.push(this.parseRepeat());
    }
    if (parts.length === 0) throw this.missingOperand();
    return concatNode(parts);
  }

  /** Explains why an operand is empty, pointing at the operator that lacks it. */
  private missingOperand(): PatternError {
    const here = this.peek();
    const before = this.pattern[this.pos - 1];
    if (here === ')' && this.groupDepth === 0 && before !== '|' && before !== '&') {
      return new PatternError("unbalanced parenthesis: ')' has no matching '('", this.pos);
    }
    if (here === '' && before === '(') {
      return new PatternError("unbalanced parenthesis: '(' is never closed", this.pos - 1);
    }
    const operator = here === '&' || here === '|' ? this.pos : this.pos - 1;
    if (this.pattern[operator] === '&') {
      return new PatternError(
        'the intersection operator & needs an expression on both sides',
        operator,
      );
    }
    return new PatternError(
      'empty alternative: | needs an expression on both sides (use () to match the empty string)',
      operator,
    );
  }

  private parseRepeat(): LanguageNode {
    let node = this.parseComplement();
    for (;;) {
      const quantifier = this.peek();
      if (quantifier === '?') node = repeatNode(node, 0, 1);
      else if (quantifier === '*') node = repeatNode(node, 0, undefined);
      else if (quantifier === '+') node = repeatNode(node, 1, undefined);
      else if (quantifier === '{') {
        const { min, max } = this.parseCounts();
        node = repeatNode(node, min, max);
        continue;
      } else return node;
      this.pos++;
    }
  }

  /** `{n}`, `{n,}` or `{n,m}`, starting at the `{`. */
  private parseCounts(): { min: number; max: number | undefined } {
    const open = this.pos;
    this.pos++;
    const min = this.parseCount(open);
    if (min === undefined) {
      throw new PatternError(
        "bad repeat: expected a number after '{', as in {2}, {2,} or {2,5}",
        open,
      );
    }
    let max: number | undefined = min;
    if (this.peek() === ',') {
      this.pos++;
      max = this.parseCount(open);
    }
    if (this.peek() !== '}')
      throw new PatternError("bad repeat: expected '}' to close the repeat", open);
    this.pos++;
    if (max !== undefined && min > max) {
      throw new PatternError(
        `bad repeat {${min},${max}}: the minimum is larger than the maximum`,
        open,
      );
    }
    return { min, max };
  }

  private parseCount(open: number): number | undefined {
    const start = this.pos;
    while (this.peek() >= '0' && this.peek() <= '9') this.pos++;
    if (start === this.pos) return undefined;
    const count = Number(this.pattern.slice(start, this.pos));
    if (count > MAX_COUNT)
      throw new PatternError(`bad repeat: ${count} exceeds ${MAX_COUNT}`, open);
    return count;
  }

  private parseComplement(): LanguageNode {
    // Iterative so that `~~~~…` cannot recurse deeply.
    let tildes = 0;
    while (this.peek() === '~') {
      this.pos++;
      tildes++;
    }
    if (tildes > 0 && (this.pos >= this.pattern.length || '|&)'.includes(this.peek()))) {
      throw new PatternError(
        'the complement operator ~ needs an expression after it',
        this.pos - 1,
      );
    }
    let node = this.parseAtom();
    for (; tildes > 0; tildes--) node = { kind: 'complement', operand: node };
    return node;
  }

  private parseAtom(): LanguageNode {
    const start = this.pos;
    const char = this.peek();
    switch (char) {
      case '[':
        return this.parseClass();
      case '(':
        return this.parseGroup();
      case '"':
        return this.parseQuoted();
      case '<':
        return this.parseInterval();
      case '\\':
        return this.parseEscape();
      case '.':
        this.pos++;
        return ANY_CHAR;
      case '#':
        this.pos++;
        return EMPTY_LANGUAGE;
      case '@':
        this.pos++;
        return ANY_STRING;
    }
    if (char !== '' && QUANTIFIERS.includes(char)) {
      throw new PatternError(
        `nothing to repeat: '${char}' must follow an expression (escape it as \\${char} to match it literally)`,
        start,
      );
    }
    return this.literal(this.nextCodePoint());
  }

  private parseGroup(): LanguageNode {
    const open = this.pos;
    this.pos++;
    if (this.peek() === ')') {
      this.pos++;
      return EMPTY_STRING;
    }
    if (++this.groupDepth > MAX_GROUP_NESTING) {
      throw new PatternError(`parentheses nested more than ${MAX_GROUP_NESTING} deep`, open, true);
    }
    const inner = this.parseUnion();
    if (this.peek() !== ')')
      throw new PatternError("unbalanced parenthesis: '(' is never closed", open);
    this.pos++;
    this.groupDepth--;
    return inner;
  }

  private parseQuoted(): LanguageNode {
    const open = this.pos;
    const close = this.pattern.indexOf('"', open + 1);
    if (close < 0) throw new PatternError('unterminated quoted string: expected a closing "', open);
    this.pos = close + 1;
    return concatNode(
      codePointsOf(this.pattern.slice(open + 1, close)).map((cp) => this.literal(cp)),
    );
  }

  /** `<min-max>`: see decimalIntervalLanguage for what it matches. */
  private parseInterval(): LanguageNode {
    const open = this.pos;
    const close = this.pattern.indexOf('>', open + 1);
    if (close < 0) throw new PatternError("unterminated numeric interval: expected '>'", open);
    const body = this.pattern.slice(open + 1, close);
    const bounds = /^([0-9]+)-([0-9]+)$/.exec(body);
    if (bounds === null) {
      throw new PatternError(
        `bad numeric interval <${body}>: expected <min-max> with non-negative integers, as in <1-100>`,
        open,
      );
    }
    const minText = bounds[1]!;
    const maxText = bounds[2]!;
    let min = Number(minText);
    let max = Number(maxText);
    if (min > MAX_COUNT || max > MAX_COUNT) {
      throw new PatternError(
        `bad numeric interval <${body}>: bounds must not exceed ${MAX_COUNT}`,
        open,
      );
    }
    if (min > max) [min, max] = [max, min];
    this.pos = close + 1;
    return decimalIntervalLanguage(
      min,
      max,
      minText.length === maxText.length ? minText.length : 0,
    );
  }

  /** A backslash outside a class: a predefined class (`\d`) or an escaped literal (`\.`). */
  private parseEscape(): LanguageNode {
    const backslash = this.pos;
    this.pos++;
    if (this.pos >= this.pattern.length) {
      throw new PatternError(
        'dangling backslash at the end of the pattern (write \\\\ for a literal backslash)',
        backslash,
      );
    }
    return charsNode(this.escapedCharSet(backslash));
  }

  /** After a backslash (at `backslash`): `\d \D \s \S \w \W`, else the next character literally. */
  private escapedCharSet(backslash: number): CharSet {
    const cp = this.nextCodePoint();
    const predefined = predefinedClass(cp);
    if (predefined) {
      const positive = this.fold(predefined.set);
      return predefined.negated ? positive.complement() : positive;
    }
    if (isAsciiLetter(cp)) {
      // Lucene follows java.util.regex: escaping a letter that names no class is an error.
      throw new PatternError(
        `unknown escape \\${String.fromCodePoint(cp)}: only \\d \\D \\s \\S \\w \\W are supported before a letter`,
        backslash,
      );
    }
    return this.fold(CharSet.of(cp));
  }

  /** `[...]` or `[^...]`. As in Lucene, the first member may be `]`, and `-` ranges are literal ends. */
  private parseClass(): LanguageNode {
    const open = this.pos;
    this.pos++;
    const negated = this.peek() === '^';
    if (negated) this.pos++;
    const unterminated = () => new PatternError("unterminated character class: expected ']'", open);
    let members = CharSet.EMPTY;
    do {
      if (this.pos >= this.pattern.length) throw unterminated();
      if (this.peek() === '\\') {
        const backslash = this.pos++;
        if (this.pos >= this.pattern.length) throw unterminated();
        members = members.union(this.escapedCharSet(backslash));
        continue;
      }
      const first = this.pos;
      const low = this.nextCodePoint();
      if (this.peek() !== '-') {
        members = members.union(this.fold(CharSet.of(low)));
        continue;
      }
      this.pos++;
      if (this.peek() === '\\') this.pos++;
      if (this.pos >= this.pattern.length) throw unterminated();
      const high = this.nextCodePoint();
      if (low > high) {
        throw new PatternError(
          `bad character range ${String.fromCodePoint(low)}-${String.fromCodePoint(high)}: the start is after the end`,
          first,
        );
      }
      members = members.union(this.fold(CharSet.range(low, high)));
    } while (this.pos < this.pattern.length && this.peek() !== ']');
    if (this.peek() !== ']') throw unterminated();
    this.pos++;
    // Negation applies after case folding: [^a] rejects both 'a' and 'A'.
    return charsNode(negated ? members.complement() : members);
  }

  private literal(cp: number): LanguageNode {
    return charsNode(this.fold(CharSet.of(cp)));
  }

  private fold(set: CharSet): CharSet {
    return this.options.caseInsensitive ? foldCharSet(set) : set;
  }

  /** The UTF-16 unit at `pos` ('' at the end): enough to recognise the ASCII syntax characters. */
  private peek(): string {
    return this.pattern[this.pos] ?? '';
  }

  private nextCodePoint(): number {
    const cp = this.pattern.codePointAt(this.pos)!;
    this.pos += cp > 0xffff ? 2 : 1;
    return cp;
  }
}

function isAsciiLetter(cp: number): boolean {
  return (cp >= 65 && cp <= 90) || (cp >= 97 && cp <= 122);
}

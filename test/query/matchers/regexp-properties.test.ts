import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { compileRegexp } from '../../../src/query/matchers/index.js';

/*
 * For a subset of the syntax that JavaScript's RegExp spells the same way — literals, `.`,
 * `*`, `+`, `?`, `|`, `()`, `[a-c]` — the matcher must agree with JavaScript anchored at both
 * ends (with the `u` flag, so `.` is one code point, and `s`, so `.` is any code point).
 */

/** Patterns of the shared syntax, nested at most `depth` groups deep and kept small. */
function patternOf(depth: number): fc.Arbitrary<string> {
  const leaf = fc.constantFrom('a', 'b', 'c', '.', '[a-c]', '😀');
  const atom =
    depth === 0
      ? leaf
      : fc.oneof(
          leaf,
          leaf,
          patternOf(depth - 1).map((inner) => `(${inner})`),
        );
  const piece = fc
    .tuple(atom, fc.constantFrom('', '', '*', '+', '?'))
    .map(([a, quantifier]) => a + quantifier);
  const concat = fc.array(piece, { minLength: 1, maxLength: 3 }).map((pieces) => pieces.join(''));
  return fc
    .array(concat, { minLength: 1, maxLength: 3 })
    .map((alternatives) => alternatives.join('|'));
}

const patternArbitrary = patternOf(2);

const termArbitrary = fc
  .array(fc.constantFrom('a', 'b', 'c', 'd', '😀'), { maxLength: 8 })
  .map((chars) => chars.join(''));

const javascriptMatches = (pattern: string, term: string) =>
  new RegExp(`^(?:${pattern})$`, 'su').test(term);

describe('compileRegexp agrees with JavaScript RegExp on the shared syntax', () => {
  it('for random patterns and terms', () => {
    fc.assert(
      fc.property(
        patternArbitrary,
        fc.array(termArbitrary, { minLength: 1, maxLength: 10 }),
        (pattern, terms) => {
          const matcher = compileRegexp(pattern);
          for (const term of terms) {
            assert.equal(
              matcher.matches(term),
              javascriptMatches(pattern, term),
              `/${pattern}/ on ${JSON.stringify(term)}`,
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('in case-insensitive mode, against the i flag (ASCII letters)', () => {
    const upperTerm = termArbitrary.map((term) => term.replace(/[ab]/g, (c) => c.toUpperCase()));
    fc.assert(
      fc.property(patternArbitrary, upperTerm, (pattern, term) => {
        const expected = new RegExp(`^(?:${pattern})$`, 'sui').test(term);
        assert.equal(compileRegexp(pattern, { caseInsensitive: true }).matches(term), expected);
      }),
      { numRuns: 300 },
    );
  });

  it('complement and intersection behave as set operations', () => {
    fc.assert(
      fc.property(patternArbitrary, patternArbitrary, termArbitrary, (left, right, term) => {
        const inLeft = javascriptMatches(left, term);
        const inRight = javascriptMatches(right, term);
        assert.equal(compileRegexp(`~(${left})`).matches(term), !inLeft);
        assert.equal(compileRegexp(`(${left})&(${right})`).matches(term), inLeft && inRight);
      }),
      { numRuns: 300 },
    );
  });

  it('literalPrefix and isPrefixOnly are sound', () => {
    fc.assert(
      fc.property(patternArbitrary, termArbitrary, (pattern, term) => {
        const matcher = compileRegexp(pattern);
        if (matcher.matches(term)) assert.ok(term.startsWith(matcher.literalPrefix));
        if (matcher.isPrefixOnly && term.startsWith(matcher.literalPrefix))
          assert.ok(matcher.matches(term));
      }),
      { numRuns: 500 },
    );
  });
});

describe('numeric intervals agree with their definition', () => {
  it('for random bounds and digit strings', () => {
    const digits = fc
      .array(fc.constantFrom(...'0123456789'), { minLength: 1, maxLength: 4 })
      .map((d) => d.join(''));
    // Numbers near the bounds, sometimes zero-padded, hit the interesting cases more often.
    const number = fc
      .tuple(fc.nat(1200), fc.nat(2))
      .map(([n, zeros]) => '0'.repeat(zeros) + String(n));
    const term = fc.oneof(digits, number, fc.constant(''), fc.constant('1a'));
    fc.assert(
      fc.property(
        fc.oneof(digits, number),
        fc.oneof(digits, number),
        fc.array(term, { maxLength: 30 }),
        (low, high, terms) => {
          const matcher = compileRegexp(`<${low}-${high}>`);
          const [min, max] = [Number(low), Number(high)].sort((x, y) => x - y) as [number, number];
          const width = low.length === high.length ? low.length : 0;
          for (const t of terms) {
            const value = Number(t);
            const expected =
              /^[0-9]+$/.test(t) &&
              (width === 0 || t.length === width) &&
              value >= min &&
              value <= max;
            assert.equal(matcher.matches(t), expected, `<${low}-${high}> on ${JSON.stringify(t)}`);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { compileWildcard, type MatcherOptions } from '../../../src/query/matchers/index.js';
import { expectMatches } from './expect-matches.js';

function check(
  pattern: string,
  matching: string[],
  notMatching: string[],
  options?: MatcherOptions,
): void {
  expectMatches(compileWildcard(pattern, options), pattern, matching, notMatching);
}

describe('compileWildcard', () => {
  it('* matches any run, including the empty one', () => {
    check('ab*', ['ab', 'abc', 'ab/x'], ['a', 'xab']);
    check('*ab', ['ab', 'xxab'], ['abx']);
    check('a*b*c', ['abc', 'abbc', 'axxbyyc'], ['ac', 'acb', 'ab']);
    check('*', ['', 'anything'], []);
  });
  it('? matches exactly one code point, astral ones included', () => {
    check('a?c', ['abc', 'a😀c'], ['ac', 'abbc', 'a😀😀c']);
    check('??', ['😀😀', 'ab', '😀a'], ['😀', 'abc']);
  });
  it('is anchored and literal otherwise', () => {
    check('a.b', ['a.b'], ['axb', 'a.bc']);
    check('[ab](c)', ['[ab](c)'], ['a']);
  });
  it('backslash escapes the next character', () => {
    check('a\\*b', ['a*b'], ['ab', 'axb']);
    check('a\\?', ['a?'], ['ab']);
    check('a\\\\b', ['a\\b'], ['ab']);
    check('\\a', ['a'], []);
  });
  it('case-insensitive mode', () => {
    check('Ab*', ['abC', 'ABX'], ['xab'], { caseInsensitive: true });
    check('ab*', ['ab'], ['AB']);
  });
  it('reports the literal prefix and prefix-only patterns', () => {
    const facts = (pattern: string, options?: MatcherOptions) => {
      const matcher = compileWildcard(pattern, options);
      return [matcher.literalPrefix, matcher.isPrefixOnly];
    };
    assert.deepEqual(facts('abc*'), ['abc', true]);
    assert.deepEqual(facts('abc**'), ['abc', true]);
    assert.deepEqual(facts('ab?c*'), ['ab', false]);
    assert.deepEqual(facts('ab*c'), ['ab', false]);
    assert.deepEqual(facts('a\\*b*'), ['a*b', true]);
    assert.deepEqual(facts('abc'), ['abc', false]);
    assert.deepEqual(facts('*abc'), ['', false]);
    assert.deepEqual(facts('*'), ['', true]);
    assert.deepEqual(facts('192.168.*', { caseInsensitive: true }), ['192.168.', true]);
  });
  it('agrees with a JavaScript translation on random patterns', () => {
    const pattern = fc
      .array(fc.constantFrom('a', 'b', '*', '?', '\\*', '😀'), { maxLength: 6 })
      .map((p) => p.join(''));
    const term = fc
      .array(fc.constantFrom('a', 'b', '*', '😀'), { maxLength: 8 })
      .map((t) => t.join(''));
    const toRegExp = (p: string) =>
      new RegExp(
        `^${p.replace(/\\\*|\*|\?/g, (m) => (m === '*' ? '.*' : m === '?' ? '.' : '\\*'))}$`,
        'su',
      );
    fc.assert(
      fc.property(pattern, fc.array(term, { maxLength: 10 }), (p, terms) => {
        const matcher = compileWildcard(p);
        for (const t of terms)
          assert.equal(matcher.matches(t), toRegExp(p).test(t), `${p} on ${JSON.stringify(t)}`);
      }),
      { numRuns: 500 },
    );
  });
});

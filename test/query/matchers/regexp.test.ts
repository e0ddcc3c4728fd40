import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileRegexp, type MatcherOptions } from '../../../src/query/matchers/index.js';
import { expectMatches } from './expect-matches.js';

function check(
  pattern: string,
  matching: string[],
  notMatching: string[],
  options?: MatcherOptions,
): void {
  expectMatches(compileRegexp(pattern, options), `/${pattern}/`, matching, notMatching);
}

describe('compileRegexp: literals and anchoring', () => {
  it('matches the whole term only', () => {
    check('ab', ['ab'], ['abc', 'xab', 'a', '', 'AB']);
  });
  it('treats the empty pattern as the empty string', () => {
    check('', [''], ['a']);
  });
  it('reads characters that are not operators as literals', () => {
    check('a]b}c>d-e^f$g,h', ['a]b}c>d-e^f$g,h'], ['ab']);
  });
  it('escapes any non-letter with a backslash', () => {
    check('a\\.b', ['a.b'], ['axb']);
    check('\\/\\\\\\*\\~\\&\\|\\(\\)\\[\\"\\<', ['/\\*~&|()["<'], []);
  });
});

describe('compileRegexp: operators', () => {
  it('any character', () => {
    check('a.c', ['abc', 'a.c', 'a c'], ['ac', 'abbc']);
  });
  it('alternation, lowest precedence', () => {
    check('ab|cd', ['ab', 'cd'], ['abd', 'acd', 'b']);
    check('a(b|c)d', ['abd', 'acd'], ['ad', 'abcd']);
  });
  it('? * +', () => {
    check('ab?c', ['ac', 'abc'], ['abbc']);
    check('ab*c', ['ac', 'abc', 'abbbbc'], ['abd']);
    check('ab+c', ['abc', 'abbbc'], ['ac']);
    check('(ab)+', ['ab', 'abab'], ['', 'aba']);
  });
  it('stacked quantifiers apply to the previous result', () => {
    check('a{2}{3}', ['aaaaaa'], ['aaaa', 'aaaaaaa']);
    check('a**', ['', 'aaa'], ['b']);
  });
  it('{n} {n,} {n,m}', () => {
    check('a{3}', ['aaa'], ['aa', 'aaaa']);
    check('a{2,}', ['aa', 'aaaaaaa'], ['a']);
    check('a{2,4}', ['aa', 'aaa', 'aaaa'], ['a', 'aaaaa']);
    check('a{0}', [''], ['a']);
    check('a{0,1}b', ['b', 'ab'], ['aab']);
    check('(ab){1,2}', ['ab', 'abab'], ['', 'ababab']);
  });
  it('grouping and the empty group', () => {
    check('a()b', ['ab'], ['a b']);
    check('(a|())b', ['ab', 'b'], ['']);
  });
  it('quoted strings are literal', () => {
    check('"a.b*"', ['a.b*'], ['axb', 'a.bbb']);
    check('x"(|)"y', ['x(|)y'], ['xy']);
    check('"a\\"', ['a\\'], []);
    check('""', [''], ['a']);
  });
  it('@ is any string and # the empty language', () => {
    check('ab@', ['ab', 'abc', 'ab/x/y'], ['a']);
    check('@', ['', 'anything'], []);
    check('#', [], ['', 'a', '#']);
    check('a|#', ['a'], ['']);
  });
});

describe('compileRegexp: character classes', () => {
  it('members and ranges', () => {
    check('[abc]', ['a', 'b', 'c'], ['d', 'ab', '']);
    check('[a-cx-z]+', ['abxyz', 'c'], ['d', 'w']);
    check('[-a]', ['-', 'a'], ['b']);
    check('[a-z-]', ['q', '-'], ['A']);
    check('[]a]', [']', 'a'], ['b']);
  });
  it('negation', () => {
    check('[^abc]', ['d', 'Z', '😀'], ['a', 'b', '', 'dd']);
    check('[^a-z]+', ['ABC', '123'], ['aBC']);
  });
  it('escapes inside classes', () => {
    check('[\\]\\\\]', [']', '\\'], ['a']);
    check('[\\d_]+', ['1_2'], ['a']);
    check('[\\W]', ['-'], ['a']);
  });
  it('predefined classes \\d \\D \\s \\S \\w \\W', () => {
    check('\\d+', ['0123456789'], ['a', '']);
    check('\\D', ['a', '-'], ['5']);
    check('\\s', [' ', '\t', '\n', '\r'], ['a', '\f', '\v']);
    check('\\S', ['a'], [' ', '\t']);
    check('\\w+', ['a_Z9'], ['a-b', 'é']);
    check('\\W', ['-', 'é', ' '], ['a', '_']);
  });
});

describe('compileRegexp: numeric intervals', () => {
  it('<1-100>: any number of digits, leading zeros allowed', () => {
    check(
      '<1-100>',
      ['1', '7', '42', '99', '100', '007', '0100'],
      ['0', '00', '101', '1000', '', 'a', '-1'],
    );
  });
  it('<0-10> includes zero in any spelling', () => {
    check('<0-10>', ['0', '00', '5', '10', '010'], ['11', '']);
  });
  it('equal-width bounds fix the width', () => {
    check('<01-10>', ['01', '05', '10'], ['1', '5', '001', '11', '00']);
    check('<1-9>', ['1', '9'], ['0', '01', '10']);
    check('<000-255>', ['000', '007', '199', '255'], ['7', '256', '0007']);
  });
  it('swapped bounds are reordered, as in Lucene', () => {
    check('<20-5>', ['5', '13', '20'], ['4', '21']);
  });
  it('combines with the rest of the pattern', () => {
    check('port<20-25>', ['port22', 'port25'], ['port26', 'port022', 'port']);
    check('<1-3>+', ['1', '123', '321'], ['4', '']);
  });
});

describe('compileRegexp: complement ~ and intersection &', () => {
  it('~ complements the following expression', () => {
    check('~(abc)', ['', 'ab', 'abcd', 'xyz'], ['abc']);
    check('~a', ['', 'b', 'aa'], ['a']);
    check('ab~c', ['ab', 'abd', 'abcc'], ['abc']);
  });
  it('~ binds tighter than repeats: ~a* is (~a)*', () => {
    // Every string but "a" is in ~a, so (~a)* lacks only "a"; ~(a*) would lack "aa" too.
    check('~a*', ['', 'aa', 'b', 'ab'], ['a']);
  });
  it('~~ is the identity', () => {
    check('~~(ab)', ['ab'], ['a', 'abc']);
  });
  it('~ of a class and of the empty language', () => {
    check('~[ab]', ['', 'c', 'ab', 'aa'], ['a', 'b']);
    check('~#', ['', 'anything'], []);
    check('~@', [], ['', 'a']);
  });
  it('& intersects, binding tighter than | and looser than concatenation', () => {
    check('a.*&.*z', ['az', 'abcz'], ['a', 'z', 'za']);
    check('[a-m]+&[h-z]+', ['hij', 'm'], ['a', 'z', 'an']);
    check('ab&cd|ef', ['ef'], ['ab', 'cd']);
    check('.*a.*&.*b.*&.*c.*', ['abc', 'cba', 'xaxbxc'], ['ab', 'bc']);
  });
  it('& and ~ together', () => {
    check('[a-z]+&~(admin|root)', ['alice', 'admins', 'roo'], ['admin', 'root', 'Bob']);
  });
});

describe('compileRegexp: Unicode code points', () => {
  it('. matches one code point, astral ones included', () => {
    check('.', ['😀', 'é', 'a'], ['', '😀😀']);
    check('a.b', ['a😀b'], ['a😀😀b']);
    check('..', ['😀x'], ['😀']);
  });
  it('literal astral characters and ranges over them', () => {
    check('😀+', ['😀😀'], ['😁']);
    check('[😀-😂]', ['😁'], ['😃', 'a']);
    check('[^😀]', ['😁'], ['😀']);
  });
});

describe('compileRegexp: case-insensitive mode', () => {
  const insensitive = { caseInsensitive: true };
  it('folds literals, quoted strings, classes and ranges', () => {
    check('abc', ['abc', 'ABC', 'aBc'], ['abd'], insensitive);
    check('"Hello"', ['HELLO', 'hello'], ['hell'], insensitive);
    check('[a-c]+', ['AbC'], ['d', 'D'], insensitive);
    check('[A-C]', ['b'], ['d'], insensitive);
  });
  it('negates after folding: [^a] rejects a and A', () => {
    check('[^a]', ['b', 'B'], ['a', 'A'], insensitive);
  });
  it('is case-sensitive by default', () => {
    check('abc', ['abc'], ['ABC']);
  });
  it('uses the simple Unicode case mappings', () => {
    check('é', ['É', 'é'], ['e'], insensitive);
    check('Σ', ['σ', 'ς', 'Σ'], [], insensitive);
    // The Kelvin sign lower-cases to k, so pattern k accepts it.
    check('k', ['K', '\u212a'], [], insensitive);
    check('ǆ', ['Ǆ', 'ǅ'], [], insensitive);
  });
  it('keeps digits and \\d as they are', () => {
    check('\\d<1-5>', ['13'], ['1a'], insensitive);
  });
});

describe('compileRegexp: literalPrefix and isPrefixOnly', () => {
  const facts = (pattern: string, options?: MatcherOptions) => {
    const matcher = compileRegexp(pattern, options);
    return [matcher.literalPrefix, matcher.isPrefixOnly];
  };
  it('reads the prefix every match starts with', () => {
    assert.deepEqual(facts('abc'), ['abc', false]);
    assert.deepEqual(facts('abc.*'), ['abc', true]);
    assert.deepEqual(facts('abc@'), ['abc', true]);
    assert.deepEqual(facts('ab(.*|x)'), ['ab', true]);
    assert.deepEqual(facts('abc|abd'), ['ab', false]);
    assert.deepEqual(facts('"a.b"[0-9]'), ['a.b', false]);
    assert.deepEqual(facts('a+'), ['a', false]);
    assert.deepEqual(facts('😀x.*'), ['😀x', true]);
  });
  it('gives no prefix where the first character varies', () => {
    assert.deepEqual(facts('.*abc'), ['', false]);
    assert.deepEqual(facts('[ab]c'), ['', false]);
    assert.deepEqual(facts('~(abc)'), ['', false]);
    assert.deepEqual(facts('@'), ['', true]);
    assert.deepEqual(facts(''), ['', false]);
  });
  it('stops the prefix at characters with case variants when case-insensitive', () => {
    assert.deepEqual(facts('10\\.0\\..*', { caseInsensitive: true }), ['10.0.', true]);
    assert.deepEqual(facts('ab.*', { caseInsensitive: true }), ['', false]);
  });
  it('matches every term in the prefix range when isPrefixOnly', () => {
    const matcher = compileRegexp('log-.*');
    for (const term of ['log-', 'log-2024', 'log-😀']) assert.equal(matcher.matches(term), true);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileFuzzy, compileRegexp, compileWildcard } from '../../../src/query/matchers/index.js';

/*
 * Patterns that make backtracking engines take exponential (or high polynomial) time. No
 * timing is asserted: an exponential implementation would simply never finish these tests.
 */

const longAs = 'a'.repeat(5000);

describe('hostile regular expressions run in linear time', () => {
  it('nested quantifiers: (a+)+b', () => {
    const matcher = compileRegexp('(a+)+b');
    assert.equal(matcher.matches(`${longAs}c`), false);
    assert.equal(matcher.matches(`${longAs}b`), true);
  });
  it('overlapping alternatives: (a|aa)*b and (a|a)*c', () => {
    assert.equal(compileRegexp('(a|aa)*b').matches(`${longAs}c`), false);
    assert.equal(compileRegexp('(a|aa)*b').matches(`${longAs}b`), true);
    assert.equal(compileRegexp('(a|a)*c').matches(`${longAs}x`), false);
  });
  it('stars of stars: (.*)*x and (a*)*', () => {
    assert.equal(compileRegexp('(.*)*x').matches(`${longAs}y`), false);
    assert.equal(compileRegexp('(.*)*x').matches(`${longAs}x`), true);
    assert.equal(compileRegexp('(a*)*').matches(longAs), true);
    assert.equal(compileRegexp('(a*)*b').matches(longAs), false);
  });
  it('many bounded repeats: (a?){30}a{30}', () => {
    const matcher = compileRegexp('(a?){30}a{30}');
    assert.equal(matcher.matches('a'.repeat(30)), true);
    assert.equal(matcher.matches('a'.repeat(60)), true);
    assert.equal(matcher.matches('a'.repeat(61)), false);
  });
  it('exponential-DFA patterns simulated without determinizing: .*a.{20}', () => {
    const matcher = compileRegexp('.*a.{20}');
    const text = 'ab'.repeat(2000);
    assert.equal(matcher.matches(`${text}a${'b'.repeat(20)}`), true);
    assert.equal(matcher.matches(`${text}${'b'.repeat(21)}`), false);
  });
  it('one matcher over many distinct long terms', () => {
    const matcher = compileRegexp('(x+x+)+y');
    let matched = 0;
    for (let n = 1; n < 300; n++)
      if (matcher.matches(`${'x'.repeat(n)}${n % 2 === 0 ? 'y' : ''}`)) matched++;
    assert.equal(matched, 149);
  });
});

describe('hostile wildcards and fuzzy terms', () => {
  it('many stars against a long near-miss', () => {
    const matcher = compileWildcard('*a*a*a*a*a*a*a*a*a*a*b');
    assert.equal(matcher.matches(longAs), false);
    assert.equal(matcher.matches(`${longAs}b`), true);
  });
  it('fuzzy against long terms', () => {
    const matcher = compileFuzzy(longAs, 2);
    assert.equal(matcher.matches(`${'a'.repeat(2500)}bb${'a'.repeat(2498)}`), true);
    assert.equal(matcher.matches(`b${'a'.repeat(2500)}bb${'a'.repeat(2497)}`), false);
  });
});

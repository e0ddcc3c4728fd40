import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileRegexp, compileWildcard, PatternError } from '../../../src/query/matchers/index.js';

/** Asserts that compiling fails with a PatternError at `offset` whose reason contains `reason`. */
function rejects(
  pattern: string,
  offset: number,
  reason: string,
  maxStates?: number,
): PatternError {
  let caught: unknown;
  try {
    compileRegexp(pattern, maxStates === undefined ? {} : { maxStates });
  } catch (error) {
    caught = error;
  }
  assert.ok(caught instanceof PatternError, `/${pattern}/ should be rejected`);
  assert.equal(caught.offset, offset, `offset for /${pattern}/: ${caught.reason}`);
  assert.ok(caught.reason.includes(reason), `reason for /${pattern}/: ${caught.reason}`);
  assert.ok(caught.message.includes(caught.reason));
  return caught;
}

describe('compileRegexp errors', () => {
  it('unbalanced parentheses', () => {
    rejects('(ab', 0, "'(' is never closed");
    rejects('a(b(c)', 1, "'(' is never closed");
    rejects('ab)', 2, "')' has no matching '('");
    rejects(')', 0, "')' has no matching '('");
    rejects('(a))', 3, "')' has no matching '('");
    rejects('x(', 1, "'(' is never closed");
  });
  it('unterminated character classes', () => {
    rejects('[abc', 0, 'unterminated character class');
    rejects('x[^a', 1, 'unterminated character class');
    rejects('[]', 0, 'unterminated character class');
    rejects('[a\\', 0, 'unterminated character class');
  });
  it('bad character ranges', () => {
    rejects('x[z-a]', 2, 'bad character range z-a');
  });
  it('unterminated quoted strings', () => {
    rejects('ab"cd', 2, 'unterminated quoted string');
  });
  it('bad repeats', () => {
    rejects('a{3,1}', 1, 'bad repeat {3,1}');
    rejects('a{x}', 1, 'expected a number');
    rejects('a{,3}', 1, 'expected a number');
    rejects('a{2', 1, "expected '}'");
    rejects('a{2,3', 1, "expected '}'");
    rejects('a{99999999999}', 1, 'exceeds');
  });
  it('dangling backslash', () => {
    rejects('ab\\', 2, 'dangling backslash');
  });
  it('escaped letters that name no class', () => {
    rejects('a\\q', 1, 'unknown escape \\q');
    rejects('\\n', 0, 'unknown escape \\n');
    rejects('[\\t]', 1, 'unknown escape \\t');
  });
  it('nothing to repeat', () => {
    rejects('*abc', 0, 'nothing to repeat');
    rejects('a|+b', 2, 'nothing to repeat');
    rejects('(?a)', 1, 'nothing to repeat');
    rejects('{2}', 0, 'nothing to repeat');
    rejects('~*', 1, 'nothing to repeat');
  });
  it('empty alternatives', () => {
    rejects('a|', 1, 'empty alternative');
    rejects('|a', 0, 'empty alternative');
    rejects('a||b', 2, 'empty alternative');
    rejects('(a|)', 2, 'empty alternative');
    rejects('(|a)', 1, 'empty alternative');
  });
  it('missing operands of ~ and &', () => {
    rejects('a~', 1, 'complement operator ~');
    rejects('(~)', 1, 'complement operator ~');
    rejects('a&', 1, 'intersection operator &');
    rejects('&a', 0, 'intersection operator &');
    rejects('a&&b', 2, 'intersection operator &');
  });
  it('bad numeric intervals', () => {
    rejects('x<1-x>', 1, 'bad numeric interval <1-x>');
    rejects('<5>', 0, 'bad numeric interval');
    rejects('<-5>', 0, 'bad numeric interval');
    rejects('<1-2-3>', 0, 'bad numeric interval');
    rejects('<name>', 0, 'bad numeric interval');
    rejects('<1-99999999999>', 0, 'must not exceed');
    rejects('<1-5', 0, 'unterminated numeric interval');
  });
  it('is not too complex for ordinary syntax errors', () => {
    assert.equal(rejects('(ab', 0, 'never closed').tooComplex, false);
  });
});

describe('compileRegexp: the state bound', () => {
  it('rejects nested huge repeats as too complex', () => {
    const error = rejects(
      '.{1000}{1000}',
      0,
      'the regular expression is too complex (more than 10000 automaton states)',
    );
    assert.equal(error.tooComplex, true);
  });
  it('rejects huge counts without allocating them', () => {
    assert.equal(rejects('a{2000000000}', 0, 'too complex').tooComplex, true);
    assert.equal(rejects('(){0,2000000000}', 0, 'too complex').tooComplex, true);
    assert.equal(rejects('#{2000000000,}', 0, 'too complex').tooComplex, true);
  });
  it('honours maxStates', () => {
    assert.equal(rejects('a{50}', 0, 'more than 20 automaton states', 20).tooComplex, true);
    assert.equal(compileRegexp('a{50}', { maxStates: 200 }).matches('a'.repeat(50)), true);
  });
  it('bounds the determinization behind ~ and &', () => {
    // The complement of "an a 20 characters from the end" needs 2^20 DFA states.
    assert.equal(rejects('~(.*a.{20})', 0, 'too complex').tooComplex, true);
    assert.equal(rejects('.*a.{20}&.*b.{20}', 0, 'too complex').tooComplex, true);
  });
  it('rejects absurd nesting instead of overflowing the stack', () => {
    const deepGroups = `${'('.repeat(5000)}a${')'.repeat(5000)}`;
    assert.equal(rejects(deepGroups, 200, 'nested').tooComplex, true);
    assert.equal(rejects(`a${'{1}'.repeat(5000)}`, 0, 'nested too deeply').tooComplex, true);
    assert.equal(compileRegexp(`${'~'.repeat(500)}a`).matches('a'), true);
  });
});

describe('compileWildcard errors', () => {
  it('rejects a dangling backslash at its offset', () => {
    assert.throws(
      () => compileWildcard('ab\\'),
      (error: unknown) =>
        error instanceof PatternError && error.offset === 2 && error.reason.includes('dangling'),
    );
  });
  it('rejects patterns past the state bound', () => {
    assert.throws(
      () => compileWildcard('a?'.repeat(100), { maxStates: 50 }),
      (error: unknown) =>
        error instanceof PatternError &&
        error.tooComplex &&
        error.reason.includes('wildcard pattern is too complex'),
    );
  });
});

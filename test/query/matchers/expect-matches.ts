import assert from 'node:assert/strict';
import type { TermMatcher } from '../../../src/query/matchers/index.js';

/** Asserts which terms a compiled matcher accepts and which it refuses; `shown` names it in messages. */
export function expectMatches(
  matcher: TermMatcher,
  shown: string,
  matching: readonly string[],
  notMatching: readonly string[],
): void {
  for (const term of matching)
    assert.equal(matcher.matches(term), true, `${shown} should match ${JSON.stringify(term)}`);
  for (const term of notMatching)
    assert.equal(matcher.matches(term), false, `${shown} should not match ${JSON.stringify(term)}`);
}

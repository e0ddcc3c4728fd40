import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  autoFuzziness,
  compileFuzzy,
  editsFromSimilarity,
} from '../../../src/query/matchers/index.js';

/** Plain O(n·m) optimal-string-alignment distance over code points: the reference. */
function osaDistance(left: string, right: string, transpositions = true): number {
  const a = [...left];
  const b = [...right];
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
}

describe('compileFuzzy', () => {
  it('0 edits is exact', () => {
    const matcher = compileFuzzy('nginx', 0);
    assert.equal(matcher.matches('nginx'), true);
    assert.equal(matcher.matches('nginy'), false);
  });
  it('1 edit: substitution, insertion, deletion', () => {
    const matcher = compileFuzzy('apache', 1);
    for (const term of ['apache', 'apachi', 'apachee', 'apach', 'xapache', 'pache'])
      assert.equal(matcher.matches(term), true, term);
    for (const term of ['apxchx', 'ap', 'apacheee', 'hcapa'])
      assert.equal(matcher.matches(term), false, term);
  });
  it('2 edits', () => {
    const matcher = compileFuzzy('openssh', 2);
    for (const term of ['opensh', 'openssl', 'opnesh', 'openssh22'])
      assert.equal(matcher.matches(term), true, term);
    for (const term of ['openssl2x', 'ssh', 'opsn'])
      assert.equal(matcher.matches(term), false, term);
  });
  it('counts an adjacent transposition as one edit unless disabled', () => {
    assert.equal(compileFuzzy('abcd', 1).matches('abdc'), true);
    assert.equal(compileFuzzy('abcd', 1, { transpositions: false }).matches('abdc'), false);
    assert.equal(compileFuzzy('abcd', 2, { transpositions: false }).matches('abdc'), true);
    // Optimal string alignment: no editing of a transposed pair, so ca → abc is 3, not 2.
    assert.equal(compileFuzzy('ca', 2).matches('abc'), false);
  });
  it('works on code points', () => {
    assert.equal(compileFuzzy('a😀b', 1).matches('a😁b'), true);
    assert.equal(compileFuzzy('a😀b', 1).matches('ab'), true);
    assert.equal(compileFuzzy('😀😁', 1).matches('😁😀'), true);
    assert.equal(compileFuzzy('abc', 1).matches('ab😀😀'), false);
  });
  it('prefixLength leading code points must match exactly', () => {
    const matcher = compileFuzzy('windows', 1, { prefixLength: 3 });
    assert.equal(matcher.literalPrefix, 'win');
    assert.equal(matcher.matches('windoes'), true);
    assert.equal(matcher.matches('wondows'), false);
    assert.equal(matcher.matches('wi'), false);
    assert.equal(compileFuzzy('windows', 1).literalPrefix, '');
  });
  it('matches only the value itself when prefixLength covers it, as Lucene does', () => {
    const matcher = compileFuzzy('ab', 1, { prefixLength: 2 });
    assert.equal(matcher.matches('ab'), true);
    assert.equal(matcher.matches('abc'), false);
    assert.equal(matcher.literalPrefix, 'ab');
  });
  it('case-insensitive mode compares case keys', () => {
    const matcher = compileFuzzy('Apache', 1, { caseInsensitive: true });
    assert.equal(matcher.matches('APACHI'), true);
    assert.equal(matcher.matches('apache'), true);
    assert.equal(compileFuzzy('Apache', 1).matches('APACHE'), false);
    assert.equal(compileFuzzy('ſtraße', 0, { caseInsensitive: true }).matches('STRASSE'), false);
    assert.equal(compileFuzzy('ſtraße', 0, { caseInsensitive: true }).matches('Straße'), true);
    assert.equal(
      compileFuzzy('10.Ab', 1, { caseInsensitive: true, prefixLength: 4 }).literalPrefix,
      '10.',
    );
  });
  it('is never prefix-only', () => {
    assert.equal(compileFuzzy('abc', 2).isPrefixOnly, false);
  });
  it('rejects bad arguments', () => {
    assert.throws(() => compileFuzzy('abc', 3 as 2), RangeError);
    assert.throws(() => compileFuzzy('abc', 1, { prefixLength: -1 }), RangeError);
  });
  it('agrees with the plain distance (property)', () => {
    const text = (minLength: number) =>
      fc
        .array(fc.constantFrom('a', 'b', 'c', '😀'), { minLength, maxLength: 7 })
        .map((c) => c.join(''));
    fc.assert(
      fc.property(
        text(1),
        text(0),
        fc.constantFrom(0, 1, 2) as fc.Arbitrary<0 | 1 | 2>,
        fc.boolean(),
        (a, b, k, transpositions) => {
          assert.equal(
            compileFuzzy(a, k, { transpositions }).matches(b),
            osaDistance(a, b, transpositions) <= k,
            `${a}~${k} on ${b}`,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('agrees with prefix + distance of the rest (property)', () => {
    const text = fc
      .array(fc.constantFrom('a', 'b', 'c'), { minLength: 0, maxLength: 7 })
      .map((c) => c.join(''));
    fc.assert(
      fc.property(
        text,
        text,
        fc.constantFrom(1, 2) as fc.Arbitrary<1 | 2>,
        fc.nat(4),
        (a, b, k, prefixLength) => {
          const expected =
            prefixLength >= a.length
              ? a === b
              : b.startsWith(a.slice(0, prefixLength)) &&
                osaDistance(a.slice(prefixLength), b.slice(prefixLength)) <= k;
          assert.equal(compileFuzzy(a, k, { prefixLength }).matches(b), expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('autoFuzziness', () => {
  it('follows Elasticsearch AUTO on code points', () => {
    assert.equal(autoFuzziness(''), 0);
    assert.equal(autoFuzziness('ab'), 0);
    assert.equal(autoFuzziness('abc'), 1);
    assert.equal(autoFuzziness('abcde'), 1);
    assert.equal(autoFuzziness('abcdef'), 2);
    assert.equal(autoFuzziness('😀😀😀'), 1);
  });
});

describe('editsFromSimilarity', () => {
  it('is min(2, floor((1 - similarity) * length))', () => {
    assert.equal(editsFromSimilarity(0.5, 'abcd'), 2);
    assert.equal(editsFromSimilarity(0.75, 'abcd'), 1);
    assert.equal(editsFromSimilarity(0.7, 'abcdefghij'), 2);
    assert.equal(editsFromSimilarity(0.8, 'abc'), 0);
    assert.equal(editsFromSimilarity(0.1, 'abcdefghijklmnop'), 2);
  });
  it('rounds the similarity to a Java float like Lucene', () => {
    // (1 - 0.9) * 10 is 0.99999… in doubles, 1.0000002 with 0.9 as a float.
    assert.equal(editsFromSimilarity(0.9, 'abcdefghij'), 1);
    // And the other way: (1 - 0.8f) * 10 is 1.9999999 in Lucene, so 1 edit, not 2.
    assert.equal(editsFromSimilarity(0.8, 'abcdefghij'), 1);
    assert.equal(editsFromSimilarity(0.8, 'abcde'), 0);
  });
  it('counts code points', () => {
    assert.equal(editsFromSimilarity(0.5, '😀😀'), 1);
  });
  it('treats 0 as exact and 1 or more as an edit count', () => {
    assert.equal(editsFromSimilarity(0, 'abcdef'), 0);
    assert.equal(editsFromSimilarity(1, 'abcdef'), 1);
    assert.equal(editsFromSimilarity(2, 'ab'), 2);
    assert.equal(editsFromSimilarity(5, 'ab'), 2);
  });
  it('rejects negative or non-finite similarities', () => {
    assert.throws(() => editsFromSimilarity(-0.5, 'abc'), RangeError);
    assert.throws(() => editsFromSimilarity(Number.NaN, 'abc'), RangeError);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { editDistance } from '../../src/model/edit-distance.js';
import { compileNamePattern, isNamePattern } from '../../src/model/name-pattern.js';
import { suggestNames } from '../../src/model/suggest.js';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    assert.equal(editDistance('port', 'port'), 0);
    assert.equal(editDistance('port', 'ports'), 1);
    assert.equal(editDistance('port', 'prt'), 1);
    assert.equal(editDistance('port', 'part'), 1);
    assert.equal(editDistance('port', 'prot'), 1, 'a transposition is one edit');
    assert.equal(editDistance('', 'abc'), 3);
    assert.equal(editDistance('abc', ''), 3);
    assert.equal(editDistance('kitten', 'sitting'), 3);
  });

  it('stops early past the limit', () => {
    assert.equal(editDistance('kitten', 'sitting', 1), 2);
    assert.equal(editDistance('a', 'abcdef', 2), 3);
    assert.equal(editDistance('kitten', 'sitting', 3), 3);
  });
});

describe('suggestNames', () => {
  const candidates = ['services.port', 'services.product', 'location.country_code', 'ip'];

  it('ranks suffix and typo matches', () => {
    assert.deepEqual(suggestNames('port', candidates), ['services.port']);
    assert.deepEqual(suggestNames('service.port', candidates), ['services.port']);
    assert.deepEqual(suggestNames('country', candidates), ['location.country_code']);
    assert.deepEqual(suggestNames('IP', candidates), ['ip']);
  });

  it('suggests nothing far off, and honours max', () => {
    assert.deepEqual(suggestNames('xyzzy', candidates), []);
    assert.deepEqual(suggestNames('iq', candidates), [], 'two letters allow no edit');
    assert.deepEqual(suggestNames('services', candidates, 1), ['services.port']);
    assert.deepEqual(suggestNames('port', candidates, 0), []);
  });
});

describe('name patterns', () => {
  it('match * across dots and ? as one character', () => {
    const http = compileNamePattern('services.modules.http.*');
    assert.ok(http('services.modules.http.title'));
    assert.ok(http('services.modules.http.headers.server'));
    assert.ok(!http('services.modules.https'));
    const one = compileNamePattern('asn.?umber');
    assert.ok(one('asn.number'));
    assert.ok(!one('asn.nnumber'));
    assert.ok(compileNamePattern('*')('anything.at.all'));
  });

  it('treat everything else literally and case-sensitively', () => {
    assert.ok(!compileNamePattern('a.b')('axb'));
    assert.ok(compileNamePattern('a+b(c)')('a+b(c)'));
    assert.ok(compileNamePattern('odd name.[x]')('odd name.[x]'));
    assert.ok(!compileNamePattern('IP')('ip'));
  });

  it('tell patterns from plain names', () => {
    assert.ok(isNamePattern('services.*'));
    assert.ok(isNamePattern('asn.?umber'));
    assert.ok(!isNamePattern('services.port'));
  });
});

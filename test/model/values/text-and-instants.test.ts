import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatInstant, parseInstant } from '../../../src/model/values/instant.js';
import { normalizeKeyword } from '../../../src/model/values/keyword.js';
import { isSingleToken, tokenizeText } from '../../../src/model/values/text.js';

describe('text tokens', () => {
  it('splits on everything but letters and digits, lower-cased', () => {
    assert.deepEqual(tokenizeText('SSH-2.0-OpenSSH_8.9p1 Ubuntu-3'), [
      'ssh',
      '2',
      '0',
      'openssh',
      '8',
      '9p1',
      'ubuntu',
      '3',
    ]);
    assert.deepEqual(tokenizeText('404 Not Found'), ['404', 'not', 'found']);
    assert.deepEqual(tokenizeText('Ärger über Straße'), ['ärger', 'über', 'straße']);
    assert.deepEqual(tokenizeText('日本語 テキスト'), ['日本語', 'テキスト']);
    assert.deepEqual(tokenizeText('---'), []);
  });

  it('knows single tokens', () => {
    assert.ok(isSingleToken('nginx'));
    assert.ok(!isSingleToken('Nginx'));
    assert.ok(!isSingleToken('a b'));
  });

  it('keywords compare case-insensitively', () => {
    assert.equal(normalizeKeyword('AS13335'), 'as13335');
  });
});

describe('instants', () => {
  it('parses RFC 3339 with fractions and offsets', () => {
    assert.equal(parseInstant('2025-01-15T01:52:07.440Z'), 1736905927440);
    assert.equal(parseInstant('2025-01-15T03:52:07.44+02:00'), 1736905927440);
    assert.equal(parseInstant('2025-01-15 01:52:07.440123Z'), 1736905927440);
  });

  it('keeps year 1 (ODIN writes 0001-01-01T00:00:00Z for unknown)', () => {
    const ms = parseInstant('0001-01-01T00:00:00Z')!;
    assert.equal(formatInstant(ms), '0001-01-01T00:00:00.000Z');
  });

  it('refuses partial or impossible timestamps', () => {
    for (const bad of [
      '2025-01-15',
      '2025-02-30T00:00:00Z',
      '2025-01-15T24:00:00Z',
      '2025-01-15T00:00:00',
      'yesterday',
    ]) {
      assert.equal(parseInstant(bad), undefined, bad);
    }
  });
});

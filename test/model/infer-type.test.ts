import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inferLeafType, isRfc3339Timestamp, widenType } from '../../src/model/infer-type.js';

describe('inferLeafType', () => {
  it('infers from JSON scalars', () => {
    assert.equal(inferLeafType(true), 'boolean');
    assert.equal(inferLeafType(443), 'integer');
    assert.equal(inferLeafType(-125639075), 'integer');
    assert.equal(inferLeafType(9.8), 'float');
    assert.equal(inferLeafType(2 ** 60), 'float', 'beyond safe integers');
    assert.equal(inferLeafType('nginx'), 'keyword');
    assert.equal(inferLeafType('2025-01-15T07:36:51.329Z'), 'date');
    assert.equal(inferLeafType('443'), 'keyword', 'strings stay strings');
  });

  it('learns nothing from empty or non-JSON values', () => {
    for (const value of [null, undefined, '', Number.NaN, Number.POSITIVE_INFINITY, {}, [], 1n]) {
      assert.equal(inferLeafType(value), undefined, String(value));
    }
  });
});

describe('widenType', () => {
  it('follows the lattice', () => {
    assert.equal(widenType('integer', 'integer'), 'integer');
    assert.equal(widenType('integer', 'float'), 'float');
    assert.equal(widenType('float', 'integer'), 'float');
    assert.equal(widenType('integer', 'keyword'), 'keyword');
    assert.equal(widenType('boolean', 'integer'), 'keyword');
    assert.equal(widenType('date', 'keyword'), 'keyword');
    assert.equal(widenType('date', 'integer'), 'keyword');
    assert.equal(widenType('keyword', 'date'), 'keyword');
    assert.equal(widenType('keyword', 'boolean'), 'keyword');
  });
});

describe('isRfc3339Timestamp', () => {
  it('accepts full timestamps with a zone', () => {
    for (const value of [
      '2025-01-08T16:43:59Z',
      '2025-01-15T07:36:51.329Z',
      '2025-01-08T16:43:59.123456+05:30',
      '2025-01-08t16:43:59z',
      '0001-01-01T00:00:00Z',
      '2024-02-29T00:00:00-08:00',
    ]) {
      assert.ok(isRfc3339Timestamp(value), value);
    }
  });

  it('refuses the rest', () => {
    for (const value of [
      '2026-12-08T10:25:12', // no zone (real certificate data): ambiguous instant
      '2025-01-08',
      'Tue, 14 Jan 2025 17:55:50 GMT',
      '2025-02-29T00:00:00Z',
      '2025-02-31T00:00:00Z',
      '2025-13-01T00:00:00Z',
      '2025-01-08T24:00:00Z',
      '1736905927440',
      '',
    ]) {
      assert.ok(!isRfc3339Timestamp(value), value);
    }
  });
});

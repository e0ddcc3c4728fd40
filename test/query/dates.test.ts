import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatInstant } from '../../src/model/values/instant.js';
import { parseDateExpression } from '../../src/query/analyze/dates.js';
import { NOW } from './helpers.js';

function interval(text: string): [string, string] | undefined {
  const result = parseDateExpression(text, NOW);
  return result && [formatInstant(result.start), formatInstant(result.end)];
}

describe('date expressions', () => {
  it('partial dates stand for the whole unit of their precision', () => {
    assert.deepEqual(interval('2024'), ['2024-01-01T00:00:00.000Z', '2024-12-31T23:59:59.999Z']);
    assert.deepEqual(interval('2024-02'), ['2024-02-01T00:00:00.000Z', '2024-02-29T23:59:59.999Z']);
    assert.deepEqual(interval('2023-02'), ['2023-02-01T00:00:00.000Z', '2023-02-28T23:59:59.999Z']);
    assert.deepEqual(interval('2024-07-08'), [
      '2024-07-08T00:00:00.000Z',
      '2024-07-08T23:59:59.999Z',
    ]);
    assert.deepEqual(interval('2024-07-08T02'), [
      '2024-07-08T02:00:00.000Z',
      '2024-07-08T02:59:59.999Z',
    ]);
    assert.deepEqual(interval('2024-07-08T02:41'), [
      '2024-07-08T02:41:00.000Z',
      '2024-07-08T02:41:59.999Z',
    ]);
    assert.deepEqual(interval('2024-07-08T02:41:15'), [
      '2024-07-08T02:41:15.000Z',
      '2024-07-08T02:41:15.999Z',
    ]);
    assert.deepEqual(interval('2024-07-08T02:41:15.5Z'), [
      '2024-07-08T02:41:15.500Z',
      '2024-07-08T02:41:15.500Z',
    ]);
    assert.deepEqual(interval('2024-07-08T04:41+02:00'), [
      '2024-07-08T02:41:00.000Z',
      '2024-07-08T02:41:59.999Z',
    ]);
    assert.deepEqual(interval('2024-12-31T23'), [
      '2024-12-31T23:00:00.000Z',
      '2024-12-31T23:59:59.999Z',
    ]);
  });

  it('five digits or more are epoch milliseconds', () => {
    assert.deepEqual(interval('1736905927440'), [
      '2025-01-15T01:52:07.440Z',
      '2025-01-15T01:52:07.440Z',
    ]);
  });

  it('date math: now, anchors, calendar units, rounding', () => {
    assert.deepEqual(interval('now'), ['2025-01-15T12:00:00.000Z', '2025-01-15T12:00:00.000Z']);
    assert.deepEqual(interval('now-7d'), ['2025-01-08T12:00:00.000Z', '2025-01-08T12:00:00.000Z']);
    assert.deepEqual(interval('now-7d/d'), [
      '2025-01-08T00:00:00.000Z',
      '2025-01-08T23:59:59.999Z',
    ]);
    assert.deepEqual(interval('now/M'), ['2025-01-01T00:00:00.000Z', '2025-01-31T23:59:59.999Z']);
    assert.deepEqual(interval('now/y'), ['2025-01-01T00:00:00.000Z', '2025-12-31T23:59:59.999Z']);
    // 2025-01-15 is a Wednesday; ISO weeks start on Monday.
    assert.deepEqual(interval('now/w'), ['2025-01-13T00:00:00.000Z', '2025-01-19T23:59:59.999Z']);
    assert.deepEqual(interval('now+1h+30m'), [
      '2025-01-15T13:30:00.000Z',
      '2025-01-15T13:30:00.000Z',
    ]);
    assert.deepEqual(interval('now-1y'), ['2024-01-15T12:00:00.000Z', '2024-01-15T12:00:00.000Z']);
    assert.deepEqual(interval('2024-01-31||+1M'), [
      '2024-02-29T00:00:00.000Z',
      '2024-02-29T23:59:59.999Z',
    ]);
    assert.deepEqual(interval('2024-03-31T10:00:00Z||-1M/d'), [
      '2024-02-29T00:00:00.000Z',
      '2024-02-29T23:59:59.999Z',
    ]);
    assert.deepEqual(interval('now-1H/H'), [
      '2025-01-15T11:00:00.000Z',
      '2025-01-15T11:59:59.999Z',
    ]);
  });

  it('refuses what is not a date', () => {
    for (const bad of [
      'yesterday',
      '2024-13',
      '2024-02-30',
      'now-',
      'now-7x',
      'now--1d',
      '2024||',
      '2024-01-01T25',
      '24-01-01',
      'now-99999999999999y',
    ]) {
      assert.equal(interval(bad), undefined, bad);
    }
  });
});

/**
 * Property-based fuzzing of the whole query pipeline: 100,000 random, grammar-built and
 * mutated inputs per run. Each must give an analyzed query or a QueryError/FieldLockedError
 * (never another exception, never a hang), and every analyzed query must print to text that
 * analyzes back to the same query. fast-check prints the seed of a failing run.
 */
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { FieldDefinition } from '../../src/model/field.js';
import { registryFor } from '../../src/model/registry.js';
import { type AnalyzeOptions, analyzeQuery } from '../../src/query/analyze/analyzer.js';
import type { Query } from '../../src/query/analyzed.js';
import { FieldLockedError, QueryError } from '../../src/query/errors.js';
import { DEFAULT_QUERY_LIMITS } from '../../src/query/limits.js';
import { printQuery } from '../../src/query/print.js';
import { NOW } from './helpers.js';

/** CI runs fixed seeds so a landing never depends on luck; PANOPTES_FUZZ_SEED replays a failure. */
const FUZZ_SEED =
  process.env.PANOPTES_FUZZ_SEED !== undefined
    ? Number(process.env.PANOPTES_FUZZ_SEED)
    : process.env.CI
      ? 20_261_121
      : undefined;

/** A generous bound: an input that takes this long is a hang, not a slow query. */
const MAX_MS_PER_INPUT = 2000;

const registry = registryFor('hosts');
const lockedForFree = (field: FieldDefinition) =>
  field.tier === 'free'
    ? ({ allowed: true } as const)
    : ({ allowed: false, unlockedBy: field.tier } as const);

const optionSets: AnalyzeOptions[] = [
  { registry, now: NOW },
  { registry, now: NOW, defaultOperator: 'or' },
  { registry, now: NOW, fieldAccess: lockedForFree },
];

let analyzed = 0;

/** Analyze under one option set; assert the outcome is allowed and the print round-trips. */
function check(text: string, options: AnalyzeOptions): void {
  const started = performance.now();
  let query: Query | undefined;
  try {
    query = analyzeQuery(text, options);
  } catch (error) {
    if (!(error instanceof QueryError) && !(error instanceof FieldLockedError)) {
      assert.fail(
        `unexpected ${String(error)} for ${JSON.stringify(text)}\n${(error as Error).stack}`,
      );
    }
  }
  const elapsed = performance.now() - started;
  assert.ok(elapsed < MAX_MS_PER_INPUT, `${JSON.stringify(text)} took ${elapsed.toFixed(0)} ms`);
  if (query === undefined) return;
  analyzed++;
  const printed = printQuery(query);
  let again: Query;
  try {
    // The canonical form of a wide expansion may be longer than the input bound allows.
    const limits = { ...DEFAULT_QUERY_LIMITS, maxLength: Number.MAX_SAFE_INTEGER };
    again = analyzeQuery(printed, { ...options, defaultOperator: 'and', limits });
  } catch (error) {
    assert.fail(
      `canonical text ${JSON.stringify(printed)} of ${JSON.stringify(text)} failed: ${String(error)}`,
    );
  }
  assert.deepEqual(
    again,
    query,
    `round trip of ${JSON.stringify(text)} via ${JSON.stringify(printed)}`,
  );
  assert.equal(printQuery(again), printed);
}

// --- generators ---------------------------------------------------------------------------

const fieldsByType = (type: string) =>
  registry
    .all()
    .filter((f) => f.type === type)
    .map((f) => f.name);
const someFields = [
  ...fieldsByType('keyword').slice(0, 12),
  ...fieldsByType('text').slice(0, 6),
  ...fieldsByType('integer').slice(0, 6),
  ...fieldsByType('float'),
  ...fieldsByType('boolean').slice(0, 4),
  ...fieldsByType('date').slice(0, 4),
  'ip',
  'services',
  'services.softwares',
  'location',
  'services.modules.http.*',
  '_exists_',
  'servics.port',
  '*',
];

const word = fc.stringMatching(/^[a-zA-Z0-9._\-:*?/]{1,10}$/);
const number = fc.oneof(
  fc.integer({ min: -70000, max: 70000 }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
);
const date = fc.oneof(
  fc
    .date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom(
    '2024',
    '2024-07',
    '2024-02-29',
    '2023-02-29',
    'now',
    'now-7d/d',
    'now+1h',
    'now/M',
    '2024-01-31||+1M/d',
    '1736905927440',
  ),
);
const ip = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.ipV4().map((a) => `${a}/${a.length % 33}`),
  fc.constantFrom('2001:db8::/32', '::ffff:1.2.3.4'),
);
const scalar = fc.oneof(
  word,
  number,
  date,
  ip,
  fc.constantFrom('true', 'false', '*', 'nginx', 'OpenSSH', 'AS13335', 'US'),
);
const bound = fc.oneof(
  scalar,
  fc.constant('*'),
  scalar.map((s) => `"${s}"`),
);
const value = fc.oneof(
  { weight: 5, arbitrary: scalar },
  scalar.map((s) => `"${s} ${s}"`),
  scalar.map((s) => `'${s}'`),
  fc
    .tuple(scalar, fc.constantFrom('', '1', '2', '0.5'))
    .map(([s, n]) => `${s.replace(/[*?]/g, '')}~${n}`),
  fc.stringMatching(/^[a-z.*+?|()[\]{}0-9,<>\-@#~&"\\]{0,12}$/).map((r) => `/${r}/`),
  fc
    .tuple(fc.constantFrom('[', '{'), bound, bound, fc.constantFrom(']', '}'))
    .map(([o, a, b, c]) => `${o}${a} TO ${b}${c}`),
  fc.tuple(fc.constantFrom('>', '>=', '<', '<='), scalar).map(([op, s]) => `${op}${s}`),
);

const clause = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(fc.constantFrom(...someFields), value).map(([f, v]) => `${f}:${v}`),
  },
  { weight: 1, arbitrary: value },
);

const query: fc.Arbitrary<string> = fc.letrec<{ q: string }>((tie) => ({
  q: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    clause,
    fc
      .tuple(tie('q'), fc.constantFrom(' AND ', ' OR ', ' ', ' && ', ' || '), tie('q'))
      .map(([a, op, b]) => `${a}${op}${b}`),
    fc.tuple(fc.constantFrom('NOT ', '!', '-', '+'), tie('q')).map(([op, q]) => `${op}${q}`),
    tie('q').map((q) => `(${q})`),
    fc
      .tuple(fc.constantFrom('services', 'services.softwares', 'tags', 'services.cve'), tie('q'))
      .map(([p, q]) => `${p}:(${q})`),
  ),
})).q;

/** Mutations of well-formed queries: deletions, insertions of syntax characters, swaps. */
const mutated = fc
  .tuple(
    query,
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.constantFrom(
          '',
          '(',
          ')',
          '"',
          "'",
          ':',
          '\\',
          '[',
          ']',
          '{',
          '}',
          '~',
          '^',
          '*',
          '/',
          ' ',
          'AND ',
          'TO',
        ),
      ),
      { minLength: 1, maxLength: 4 },
    ),
  )
  .map(([text, edits]) => {
    let out = text;
    for (const [at, insert] of edits) {
      const i = out.length === 0 ? 0 : at % out.length;
      out =
        insert === ''
          ? out.slice(0, i) + out.slice(i + 1)
          : out.slice(0, i) + insert + out.slice(i);
    }
    return out;
  });

const syntaxSoup = fc.string({
  unit: fc.constantFrom(...'ab:*?()[]{}"\'\\/~^!+-&|<>= TOANDORNT.0123456789_\n'.split('')),
  maxLength: 40,
});

describe('query pipeline fuzzing', () => {
  it('100,000 inputs: only queries or query errors, and every query round-trips through its printed form', () => {
    const runs: Array<[fc.Arbitrary<string>, number]> = [
      [syntaxSoup, 30_000],
      [fc.string({ unit: 'binary', maxLength: 30 }), 10_000],
      [query, 30_000],
      [mutated, 30_000],
    ];
    for (const [arbitrary, numRuns] of runs) {
      fc.assert(
        fc.property(arbitrary, fc.nat(optionSets.length - 1), (text, which) =>
          check(text, optionSets[which]!),
        ),
        { numRuns, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
      );
    }
    // The grammar must mostly produce valid queries, or the round-trip property tests little.
    assert.ok(analyzed > 20_000, `only ${analyzed} inputs analyzed`);
  });
});

/** Timing helpers shared by the benchmarks: percentiles and a plain-text table. */
import { performance } from 'node:perf_hooks';

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export interface Timing {
  readonly runs: number;
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly totalMs: number;
}

/** Times `fn` once per input, round after round, until `budgetMs` has passed (at least `minRounds`). */
export function timeEach<T>(
  inputs: readonly T[],
  fn: (input: T) => unknown,
  budgetMs: number,
  minRounds = 3,
): Timing {
  const samples: number[] = [];
  const started = performance.now();
  for (let round = 0; round < minRounds || performance.now() - started < budgetMs; round++) {
    for (const input of inputs) {
      const t0 = performance.now();
      fn(input);
      samples.push(performance.now() - t0);
    }
  }
  samples.sort((a, b) => a - b);
  const totalMs = samples.reduce((sum, s) => sum + s, 0);
  return {
    runs: samples.length,
    medianMs: percentile(samples, 50),
    p99Ms: percentile(samples, 99),
    totalMs,
  };
}

export function printTable(
  headers: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  process.stdout.write(
    `${line(headers)}\n|${widths.map((w, i) => (i === 0 ? ':' : '') + '-'.repeat(w + 1) + (i === 0 ? '' : ':')).join('|')}|\n`,
  );
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
}

export const fmt = (value: number, digits = 2) => value.toFixed(digits);

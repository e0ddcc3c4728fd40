import type { DatasetId } from '../../src/model/field.js';
import { registryFor } from '../../src/model/registry.js';
import { type AnalyzeOptions, analyzeQuery } from '../../src/query/analyze/analyzer.js';
import type { Query } from '../../src/query/analyzed.js';
import { printQuery } from '../../src/query/print.js';

/** A fixed "now" so date math is deterministic: 2025-01-15T12:00:00Z. */
export const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

export function analyze(
  text: string,
  options: Partial<AnalyzeOptions> & { dataset?: DatasetId } = {},
): Query {
  const { dataset = 'hosts', ...rest } = options;
  return analyzeQuery(text, { registry: registryFor(dataset), now: NOW, ...rest });
}

/** Analyze and print back in canonical form. */
export function canonical(
  text: string,
  options: Partial<AnalyzeOptions> & { dataset?: DatasetId } = {},
): string {
  return printQuery(analyze(text, options));
}

export function capture(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

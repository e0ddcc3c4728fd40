/**
 * The real ODIN host search response in test/fixtures (origin and licence in
 * test/fixtures/README.md), read from the source tree so tests run from dist/ unchanged.
 */
import { readFileSync } from 'node:fs';
import type { JsonObject } from '../../src/model/json.js';
import type { HostRecord } from '../../src/model/records/host.js';
import { collectLeaves } from '../support/leaves.js';

const FIXTURE = new URL('../../../test/fixtures/odin-host-search-sample.json', import.meta.url);

interface HostSearchResponse {
  success: boolean;
  data: HostRecord[];
}

export function loadHostSample(): HostRecord[] {
  const response = JSON.parse(readFileSync(FIXTURE, 'utf8')) as HostSearchResponse;
  return response.data;
}

/** The same hosts as plain JSON records, the form engines store. */
export function loadHostSampleRecords(): JsonObject[] {
  return (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { data: JsonObject[] }).data;
}

/** Every leaf path of a JSON value (arrays flatten), with the values seen there, and the paths that hold arrays of objects. */
export function leafPaths(value: unknown): {
  leaves: Map<string, unknown[]>;
  arraysOfObjects: Set<string>;
} {
  const { leaves: pairs, arraysOfObjects } = collectLeaves(value);
  const leaves = new Map<string, unknown[]>();
  for (const [path, leaf] of pairs) {
    const seen = leaves.get(path);
    if (seen) seen.push(leaf);
    else leaves.set(path, [leaf]);
  }
  return { leaves, arraysOfObjects };
}

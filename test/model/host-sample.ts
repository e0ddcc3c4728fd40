/**
 * The real ODIN host search response in test/fixtures (origin and licence in
 * test/fixtures/README.md), read from the source tree so tests run from dist/ unchanged.
 */
import { readFileSync } from 'node:fs';
import type { HostRecord } from '../../src/model/records/host.js';

const FIXTURE = new URL('../../../test/fixtures/odin-host-search-sample.json', import.meta.url);

interface HostSearchResponse {
  success: boolean;
  data: HostRecord[];
}

export function loadHostSample(): HostRecord[] {
  const response = JSON.parse(readFileSync(FIXTURE, 'utf8')) as HostSearchResponse;
  return response.data;
}

/**
 * Every leaf path of a JSON value (arrays flatten), with the kinds of value seen there, and
 * the paths that hold arrays of objects. Written independently of src/ on purpose.
 */
export function leafPaths(value: unknown): {
  leaves: Map<string, unknown[]>;
  arraysOfObjects: Set<string>;
} {
  const leaves = new Map<string, unknown[]>();
  const arraysOfObjects = new Set<string>();
  const visit = (node: unknown, path: string): void => {
    if (node === null || node === undefined) return;
    if (Array.isArray(node)) {
      for (const element of node) {
        if (typeof element === 'object' && element !== null && !Array.isArray(element)) {
          arraysOfObjects.add(path);
        }
        visit(element, path);
      }
      return;
    }
    if (typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) visit(child, path ? `${path}.${key}` : key);
      return;
    }
    const seen = leaves.get(path) ?? [];
    seen.push(node);
    leaves.set(path, seen);
  };
  visit(value, '');
  return { leaves, arraysOfObjects };
}

/**
 * Result order and cursors, shared by every engine: the default order of each dataset, how
 * records compare, and the validation of a cursor a client sends back.
 */
import type { DatasetId, FieldDefinition } from '../model/field.js';
import { valuesAt } from '../model/paths.js';
import { hostTiebreaker } from '../model/record-id.js';
import type { FieldRegistry } from '../model/registry.js';
import { compareTerms, type IndexTerm, sortValue } from '../model/values/indexing.js';
import { QueryError } from '../query/errors.js';
import type { Cursor, SortKey } from './contract.js';

export const DEFAULT_SORT: Record<DatasetId, readonly SortKey[]> = {
  hosts: [{ field: 'last_updated_at', direction: 'desc' }],
  files: [{ field: 'scan_at', direction: 'desc' }],
  buckets: [{ field: 'scan_at', direction: 'desc' }],
  whois: [{ field: 'updated_date', direction: 'desc' }],
};

/** A validated sort: its fields exist and are sortable. */
export interface SortPlan {
  readonly dataset: DatasetId;
  readonly keys: readonly SortKey[];
  readonly fields: readonly FieldDefinition[];
}

export function planSort(registry: FieldRegistry, sort: readonly SortKey[] | undefined): SortPlan {
  const keys = sort && sort.length > 0 ? sort : DEFAULT_SORT[registry.dataset];
  const fields = keys.map((key) => {
    const field = registry.get(key.field);
    if (!field?.sortable) {
      const valid = registry
        .all()
        .filter((f) => f.sortable)
        .map((f) => f.name);
      throw new QueryError(
        'invalid_value',
        `'${key.field}' is not a sortable field; sortable fields: ${valid.join(', ')}`,
        undefined,
        { field: key.field },
      );
    }
    return field;
  });
  return { dataset: registry.dataset, keys, fields };
}

/**
 * The sort values of a record, then its tie-breaker. A multi-valued field sorts by its
 * smallest value ascending and its largest descending; a missing value is null and sorts last.
 */
export function sortPosition(plan: SortPlan, id: string, record: unknown): Cursor {
  const values = plan.fields.map((field, i) => {
    let best: IndexTerm | undefined;
    for (const raw of valuesAt(record, field.name)) {
      const value = sortValue(field.type, raw);
      if (value === undefined) continue;
      const order = best === undefined ? 0 : compareTerms(value, best);
      if (best === undefined || (plan.keys[i]!.direction === 'asc' ? order < 0 : order > 0))
        best = value;
    }
    return best ?? null;
  });
  return [...values, tiebreakerOf(plan.dataset, id)];
}

export function tiebreakerOf(dataset: DatasetId, id: string): IndexTerm {
  return dataset === 'hosts' ? hostTiebreaker(id) : id;
}

/** Order of two positions under a plan; the tie-breaker follows the first key's direction. */
export function comparePositions(plan: SortPlan, a: Cursor, b: Cursor): number {
  for (let i = 0; i < plan.keys.length; i++) {
    const x = a[i] ?? null;
    const y = b[i] ?? null;
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
      continue;
    }
    const order = compareTerms(x, y);
    if (order !== 0) return plan.keys[i]!.direction === 'asc' ? order : -order;
  }
  const order = compareTerms(a[plan.keys.length]!, b[plan.keys.length]!);
  return plan.keys[0]!.direction === 'asc' ? order : -order;
}

/** A cursor from a client: right length, right types; otherwise a QueryError naming the shape. */
export function validateCursor(plan: SortPlan, cursor: readonly unknown[]): Cursor {
  const expected = [
    ...plan.fields.map((f) => describeType(f)),
    plan.dataset === 'hosts' ? 'number' : 'string',
  ];
  const shape = `[${expected.join(', ')}]`;
  const fail = (why: string) =>
    new QueryError(
      'invalid_cursor',
      `invalid start cursor: ${why}; pass back pagination.last of the previous page, shaped ${shape}`,
    );
  if (cursor.length !== expected.length)
    throw fail(`expected ${expected.length} values, got ${cursor.length}`);
  cursor.forEach((value, i) => {
    const type = expected[i]!;
    const nullable = i < plan.fields.length;
    if (value === null && nullable) return;
    const ok =
      type === 'number'
        ? typeof value === 'number' && Number.isFinite(value)
        : typeof value === type;
    if (!ok) throw fail(`value ${i + 1} is ${JSON.stringify(value)}, expected a ${type}`);
  });
  return cursor as Cursor;
}

function describeType(field: FieldDefinition): string {
  switch (field.type) {
    case 'integer':
    case 'float':
    case 'date':
      return 'number';
    case 'boolean':
      return 'boolean';
    default:
      return 'string';
  }
}

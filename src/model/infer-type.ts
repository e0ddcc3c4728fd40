/**
 * Type inference for leaves discovered in ingested data, and the widening lattice that
 * keeps a discovered field's type valid for every value seen so far:
 *
 *     boolean   integer → float   date
 *          \         \     /      /
 *           `-------- keyword ---'
 *
 * Same type stays; integer with float widens to float; any other mix (number and string,
 * boolean and number, date and non-date string) widens to keyword, which accepts anything
 * as text and never widens further. Discovery never infers `text` or `ip`: both change how
 * values are matched, so they are declared deliberately in a schema, not guessed.
 */
import type { FieldType } from './field.js';
import { parseInstant } from './values/instant.js';

export type InferredType = Extract<FieldType, 'boolean' | 'integer' | 'float' | 'date' | 'keyword'>;

/**
 * The type a single leaf value suggests, or undefined when it carries no type information:
 * null, undefined, the empty string (a common "unknown" that must not turn a date field
 * into keyword) and anything that is not a JSON scalar.
 */
export function inferLeafType(value: unknown): InferredType | undefined {
  switch (typeof value) {
    case 'boolean':
      return 'boolean';
    case 'number':
      if (!Number.isFinite(value)) return undefined;
      // Integers beyond 2^53 lose precision as numbers; float says "compare approximately".
      return Number.isSafeInteger(value) ? 'integer' : 'float';
    case 'string':
      if (value === '') return undefined;
      return isRfc3339Timestamp(value) ? 'date' : 'keyword';
    default:
      return undefined;
  }
}

/** The narrowest type that holds values of both types. */
export function widenType(current: FieldType, seen: FieldType): FieldType {
  if (current === seen) return current;
  const numeric = (type: FieldType) => type === 'integer' || type === 'float';
  if (numeric(current) && numeric(seen)) return 'float';
  return 'keyword';
}

/**
 * True for a complete RFC 3339 timestamp with a time zone (`2025-01-08T16:43:59Z`,
 * `2025-01-15T07:36:51.329Z`, `...+02:00`): exactly what `parseInstant` accepts, so every
 * value of a discovered date field converts to an instant. Date-times without an offset
 * (`2026-12-08T10:25:12`, found in real certificate data) are not inferred as dates: their
 * instant is ambiguous. Fields known to hold them are declared.
 */
export function isRfc3339Timestamp(value: string): boolean {
  return parseInstant(value) !== undefined;
}

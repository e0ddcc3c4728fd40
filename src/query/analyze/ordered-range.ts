/**
 * Ranges over ordered values. Discrete domains (integers, instants, IP addresses) turn every
 * bound into an inclusive one — each bound value stands for an interval (a partial date, a
 * CIDR block, a fraction between two integers) — so engines only ever see gte/lte there.
 */
import type { Query, RangeFieldType } from '../analyzed.js';
import { MATCH_NONE } from '../analyzed.js';

/** Inclusive interval in a discrete domain; start > end when it holds no value (1.5 on integers). */
export interface DiscreteInterval<T> {
  readonly start: T;
  readonly end: T;
}

export interface DiscreteDomain<T> {
  readonly type: RangeFieldType;
  compare(a: T, b: T): number;
  /** next value, undefined past the maximum */
  successor(value: T): T | undefined;
  predecessor(value: T): T | undefined;
  /** the analyzed-query form of a value */
  output(value: T): number | string;
}

export interface BoundSpec<T> {
  readonly interval: DiscreteInterval<T>;
  readonly inclusive: boolean;
}

export function discreteRange<T>(
  field: string,
  domain: DiscreteDomain<T>,
  lower: BoundSpec<T> | undefined,
  upper: BoundSpec<T> | undefined,
): Query {
  const from =
    lower && (lower.inclusive ? lower.interval.start : domain.successor(lower.interval.end));
  const to =
    upper && (upper.inclusive ? upper.interval.end : domain.predecessor(upper.interval.start));
  if ((lower && from === undefined) || (upper && to === undefined)) return MATCH_NONE;
  if (from !== undefined && to !== undefined) {
    const order = domain.compare(from, to);
    if (order > 0) return MATCH_NONE;
    if (order === 0) return { kind: 'term', field, type: domain.type, value: domain.output(from) };
  }
  if (from === undefined && to === undefined) return { kind: 'exists', field, type: domain.type };
  return {
    kind: 'range',
    field,
    type: domain.type,
    ...(from === undefined ? {} : { gte: domain.output(from) }),
    ...(to === undefined ? {} : { lte: domain.output(to) }),
  };
}

/** A value as an interval query: a term when it is one value, else an inclusive range. */
export function intervalQuery<T>(
  field: string,
  domain: DiscreteDomain<T>,
  interval: DiscreteInterval<T>,
): Query {
  return discreteRange(field, domain, { interval, inclusive: true }, { interval, inclusive: true });
}

export interface ContinuousBound<T extends number | string> {
  readonly value: T;
  readonly inclusive: boolean;
}

/** Ranges over floats and strings, where exclusive bounds stay exclusive. */
export function continuousRange<T extends number | string>(
  field: string,
  type: RangeFieldType,
  lower: ContinuousBound<T> | undefined,
  upper: ContinuousBound<T> | undefined,
): Query {
  if (lower && upper) {
    if (lower.value > upper.value) return MATCH_NONE;
    if (lower.value === upper.value) {
      return lower.inclusive && upper.inclusive
        ? { kind: 'term', field, type, value: lower.value }
        : MATCH_NONE;
    }
  }
  if (!lower && !upper) return { kind: 'exists', field, type };
  return {
    kind: 'range',
    field,
    type,
    ...(lower ? { [lower.inclusive ? 'gte' : 'gt']: lower.value } : {}),
    ...(upper ? { [upper.inclusive ? 'lte' : 'lt']: upper.value } : {}),
  };
}

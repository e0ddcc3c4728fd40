/** Leaf clauses on numbers, dates and IP addresses: exact values, intervals and ranges. */
import type { FieldDefinition } from '../../model/field.js';
import { keyOfValue, parseCidr, parseIp, valueOfKey } from '../../model/values/ip.js';
import type { Query } from '../analyzed.js';
import type { RangeBound, Span, Value } from '../syntax/ast.js';
import { parseDateExpression } from './dates.js';
import { type LeafContext, valueError } from './leaf-context.js';
import {
  continuousRange,
  type DiscreteDomain,
  type DiscreteInterval,
  discreteRange,
  intervalQuery,
} from './ordered-range.js';
import { toRangeSpec } from './range-spec.js';

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

const INTEGERS: DiscreteDomain<number> = {
  type: 'integer',
  compare: (a, b) => a - b,
  successor: (v) => (v >= Number.MAX_SAFE_INTEGER ? undefined : v + 1),
  predecessor: (v) => (v <= Number.MIN_SAFE_INTEGER ? undefined : v - 1),
  output: (v) => v,
};

const INSTANTS: DiscreteDomain<number> = { ...INTEGERS, type: 'date' };

const MAX_IP = (1n << 128n) - 1n;
const ADDRESSES: DiscreteDomain<bigint> = {
  type: 'ip',
  compare: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  successor: (v) => (v >= MAX_IP ? undefined : v + 1n),
  predecessor: (v) => (v <= 0n ? undefined : v - 1n),
  output: keyOfValue,
};

type Exact = Extract<Value, { type: 'term' | 'phrase' }>;

/** Builds leaves for one ordered type from a parser of single values into intervals. */
function orderedLeaf<T>(
  field: FieldDefinition,
  value: Value,
  span: Span,
  context: LeafContext,
  domain: DiscreteDomain<T>,
  parse: (text: string, at: Span, exact: boolean) => DiscreteInterval<T>,
): Query {
  if (value.type === 'term' || value.type === 'phrase') {
    return intervalQuery(field.name, domain, parse(value.text, span, true));
  }
  if (value.type === 'range' || value.type === 'compare') {
    const spec = toRangeSpec(value);
    const bound = (b: RangeBound | undefined, inclusive: boolean) =>
      b && { interval: parse(b.text, b.span, false), inclusive };
    return discreteRange(
      field.name,
      domain,
      bound(spec.lower, spec.includeLower),
      bound(spec.upper, spec.includeUpper),
    );
  }
  throw unsupported(field, value, span, context);
}

export function integerLeaf(
  field: FieldDefinition,
  value: Value,
  span: Span,
  context: LeafContext,
): Query {
  return orderedLeaf(field, value, span, context, INTEGERS, (text, at, exact) => {
    const number = parseNumber(field, text, at, context);
    if (exact && !Number.isInteger(number)) {
      throw valueError(
        context,
        'invalid_value',
        field,
        at,
        `'${field.name}' holds whole numbers; ${text} is not one`,
        text,
      );
    }
    if (Math.abs(number) > Number.MAX_SAFE_INTEGER) {
      throw valueError(
        context,
        'invalid_value',
        field,
        at,
        `${text} is out of range for '${field.name}' (use * for an open end)`,
        text,
      );
    }
    // A fraction lies between two integers: the interval [ceil, floor] holds none of them,
    // yet as a range bound it rounds the right way (>=1.5 means >=2, <=1.5 means <=1).
    return { start: positiveZero(Math.ceil(number)), end: positiveZero(Math.floor(number)) };
  });
}

export function floatLeaf(
  field: FieldDefinition,
  value: Value,
  span: Span,
  context: LeafContext,
): Query {
  if (value.type === 'term' || value.type === 'phrase') {
    return {
      kind: 'term',
      field: field.name,
      type: 'float',
      value: parseNumber(field, value.text, span, context),
    };
  }
  if (value.type === 'range' || value.type === 'compare') {
    const spec = toRangeSpec(value);
    const bound = (b: RangeBound | undefined, inclusive: boolean) =>
      b && { value: parseNumber(field, b.text, b.span, context), inclusive };
    return continuousRange(
      field.name,
      'float',
      bound(spec.lower, spec.includeLower),
      bound(spec.upper, spec.includeUpper),
    );
  }
  throw unsupported(field, value, span, context);
}

export function dateLeaf(
  field: FieldDefinition,
  value: Value,
  span: Span,
  context: LeafContext,
): Query {
  return orderedLeaf(field, value, span, context, INSTANTS, (text, at) => {
    const interval = parseDateExpression(text, context.now);
    if (!interval) {
      throw valueError(
        context,
        'invalid_value',
        field,
        at,
        `'${text}' is not a date for '${field.name}': use RFC 3339 (2024-07-08T02:41:15Z), a partial date (2024-07), epoch milliseconds or date math (now-7d/d)`,
        text,
      );
    }
    return interval;
  });
}

export function ipLeaf(
  field: FieldDefinition,
  value: Value,
  span: Span,
  context: LeafContext,
): Query {
  return orderedLeaf(field, value, span, context, ADDRESSES, (text, at) => {
    const cidr = text.includes('/') ? parseCidr(text) : undefined;
    if (cidr) return { start: valueOfKey(cidr.from), end: valueOfKey(cidr.to) };
    const address = text.includes('/') ? undefined : parseIp(text);
    if (!address) {
      throw valueError(
        context,
        'invalid_value',
        field,
        at,
        `'${text}' is not an IP address or CIDR block for '${field.name}' (examples: 8.8.8.8, 2001:db8::1, 10.0.0.0/8)`,
        text,
      );
    }
    return { start: address.value, end: address.value };
  });
}

export function booleanLeaf(
  field: FieldDefinition,
  value: Value,
  span: Span,
  context: LeafContext,
): Query {
  if (value.type === 'term' || value.type === 'phrase') {
    const text = value.text.toLowerCase();
    if (text === 'true' || text === 'false')
      return { kind: 'term', field: field.name, type: 'boolean', value: text === 'true' };
    throw valueError(
      context,
      'invalid_value',
      field,
      span,
      `'${field.name}' is true or false, not '${value.text}'`,
      value.text,
    );
  }
  throw unsupported(field, value, span, context);
}

function parseNumber(field: FieldDefinition, text: string, at: Span, context: LeafContext): number {
  const number = NUMBER.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(number)) {
    throw valueError(
      context,
      'invalid_value',
      field,
      at,
      `'${field.name}' is a number field; '${text}' is not a number`,
      text,
    );
  }
  return positiveZero(number);
}

/** -0 prints as 0 and would read back as +0; one zero keeps analyzed queries comparable. */
function positiveZero(value: number): number {
  return value === 0 ? 0 : value;
}

const CONSTRUCT_NAMES: Record<Value['type'], string> = {
  term: 'wildcards',
  phrase: 'phrases',
  regex: 'regular expressions',
  fuzzy: 'fuzzy terms',
  range: 'ranges',
  compare: 'comparisons',
};

export function unsupported(
  field: FieldDefinition,
  value: Value,
  span: Span,
  context: LeafContext,
) {
  const hint =
    field.type === 'ip'
      ? ' Use a CIDR block (10.0.0.0/8) or a range ([10.0.0.1 TO 10.0.0.99]).'
      : field.type === 'integer' || field.type === 'float' || field.type === 'date'
        ? ' Use a range, like [8000 TO 8999] or >=8000.'
        : '';
  return valueError(
    context,
    'unsupported',
    field,
    span,
    `${CONSTRUCT_NAMES[value.type]} do not apply to '${field.name}', ${/^[aeiou]/.test(field.type) ? 'an' : 'a'} ${field.type} field.${hint}`,
    (value as Partial<Exact>).text,
  );
}

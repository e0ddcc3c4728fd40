import type { CompareValue, RangeBound, RangeValue } from '../syntax/ast.js';

/** A range or a comparison (`>=v` is `[v TO *]`), as bounds with their inclusiveness. */
export interface RangeSpec {
  readonly lower: RangeBound | undefined;
  readonly upper: RangeBound | undefined;
  readonly includeLower: boolean;
  readonly includeUpper: boolean;
}

export function toRangeSpec(value: RangeValue | CompareValue): RangeSpec {
  if (value.type === 'range') return value;
  const inclusive = value.operator.length === 2;
  return value.operator.startsWith('>')
    ? { lower: value.operand, upper: undefined, includeLower: inclusive, includeUpper: false }
    : { lower: undefined, upper: value.operand, includeLower: false, includeUpper: inclusive };
}

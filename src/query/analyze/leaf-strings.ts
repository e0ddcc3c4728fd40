/** Leaf clauses on keyword fields (whole values, case-insensitive) and text fields (words). */
import type { FieldDefinition } from '../../model/field.js';
import { normalizeKeyword } from '../../model/values/keyword.js';
import { isSingleToken, tokenizeText } from '../../model/values/text.js';
import { MATCH_NONE, type Query, type StringFieldType } from '../analyzed.js';
import { positionAt, QueryError, QueryTooBroadError } from '../errors.js';
import {
  autoFuzziness,
  compileRegexp,
  compileWildcard,
  editsFromSimilarity,
  PatternError,
} from '../matchers/index.js';
import type { FuzzyValue, RegexValue, Span, Value } from '../syntax/ast.js';
import { type LeafContext, valueError } from './leaf-context.js';
import { continuousRange } from './ordered-range.js';
import { type RangeSpec, toRangeSpec } from './range-spec.js';

export function stringLeaf(
  field: FieldDefinition,
  value: Value,
  span: Span,
  context: LeafContext,
): Query {
  const type = field.type as StringFieldType;
  switch (value.type) {
    case 'term':
      return value.wildcard === undefined
        ? exactLeaf(field, value.text, 0, span, context)
        : wildcardLeaf(field, type, value.wildcard.toLowerCase(), span, context);
    case 'phrase':
      return exactLeaf(field, value.text, value.slop ?? 0, span, context);
    case 'regex':
      return regexLeaf(field, type, value, context);
    case 'fuzzy':
      return fuzzyLeaf(field, type, value, span, context);
    case 'range':
    case 'compare':
      return stringRange(field, type, toRangeSpec(value));
  }
}

function exactLeaf(
  field: FieldDefinition,
  text: string,
  slop: number,
  span: Span,
  context: LeafContext,
): Query {
  if (field.type === 'keyword') {
    const value = normalizeKeyword(text);
    if (field.enumeration && !field.enumeration.includes(value)) {
      throw valueError(
        context,
        'invalid_value',
        field,
        span,
        `'${text}' is not a valid value of '${field.name}'; valid values: ${field.enumeration.join(', ')}`,
        text,
      );
    }
    return { kind: 'term', field: field.name, type: 'keyword', value };
  }
  const tokens = tokenizeText(text);
  if (tokens.length === 0) return MATCH_NONE;
  if (tokens.length === 1)
    return { kind: 'term', field: field.name, type: 'text', value: tokens[0]! };
  return { kind: 'phrase', field: field.name, type: 'text', tokens, slop };
}

/** `*` is exists, `abc*` a prefix, anything else a wildcard pattern checked by compiling it. */
function wildcardLeaf(
  field: FieldDefinition,
  type: StringFieldType,
  pattern: string,
  span: Span,
  context: LeafContext,
): Query {
  const firstWildcard = firstUnescapedWildcard(pattern);
  if (/^\*+$/.test(pattern.slice(firstWildcard))) {
    const prefix = pattern.slice(0, firstWildcard).replace(/\\(.)/gsu, '$1');
    return prefix === ''
      ? { kind: 'exists', field: field.name, type }
      : { kind: 'prefix', field: field.name, type, prefix };
  }
  try {
    compileWildcard(pattern, {
      caseInsensitive: true,
      maxStates: context.limits.maxAutomatonStates,
    });
  } catch (error) {
    throw patternFailure(error, span.start, context);
  }
  return { kind: 'wildcard', field: field.name, type, pattern };
}

function regexLeaf(
  field: FieldDefinition,
  type: StringFieldType,
  value: RegexValue,
  context: LeafContext,
): Query {
  try {
    compileRegexp(value.pattern, {
      caseInsensitive: true,
      maxStates: context.limits.maxAutomatonStates,
    });
  } catch (error) {
    throw patternFailure(error, value.patternStart, context);
  }
  return { kind: 'regexp', field: field.name, type, pattern: value.pattern };
}

function fuzzyLeaf(
  field: FieldDefinition,
  type: StringFieldType,
  value: FuzzyValue,
  span: Span,
  context: LeafContext,
): Query {
  const term = value.text.toLowerCase();
  if (type === 'text' && tokenizeText(term).join(' ') !== term) {
    throw valueError(
      context,
      'invalid_value',
      field,
      span,
      `a fuzzy search on the text field '${field.name}' takes one word; '${value.text}' is not one`,
      value.text,
    );
  }
  const edits =
    value.fuzziness === undefined
      ? autoFuzziness(term)
      : value.fuzziness > 0 && value.fuzziness < 1
        ? editsFromSimilarity(value.fuzziness, term)
        : (value.fuzziness as 0 | 1 | 2);
  if (edits === 0) return exactLeaf(field, term, 0, span, context);
  return { kind: 'fuzzy', field: field.name, type, value: term, maxEdits: edits };
}

function stringRange(field: FieldDefinition, type: StringFieldType, spec: RangeSpec): Query {
  const normalize = (text: string) =>
    type === 'keyword' ? normalizeKeyword(text) : text.toLowerCase();
  const query = continuousRange(
    field.name,
    type,
    spec.lower && { value: normalize(spec.lower.text), inclusive: spec.includeLower },
    spec.upper && { value: normalize(spec.upper.text), inclusive: spec.includeUpper },
  );
  // A text field indexes words: [x TO x] can only match when x is one word.
  const impossible =
    query.kind === 'term' && type === 'text' && !isSingleToken(String(query.value));
  return impossible ? MATCH_NONE : query;
}

function patternFailure(error: unknown, patternStart: number, context: LeafContext): Error {
  if (!(error instanceof PatternError)) return error as Error;
  const position = positionAt(context.text, patternStart + error.offset);
  if (error.tooComplex) {
    return new QueryTooBroadError(
      'maxAutomatonStates',
      context.limits.maxAutomatonStates,
      error.reason,
      position,
    );
  }
  return new QueryError('syntax', error.reason, position);
}

/** Offset of the first `*` or `?` not escaped by a backslash (the pattern has one). */
function firstUnescapedWildcard(pattern: string): number {
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === '*' || pattern[i] === '?') return i;
  }
  return pattern.length;
}

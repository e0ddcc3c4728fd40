import type { FieldDefinition } from '../../model/field.js';
import type { Query } from '../analyzed.js';
import type { Span, Value } from '../syntax/ast.js';
import type { LeafContext } from './leaf-context.js';
import {
  booleanLeaf,
  dateLeaf,
  floatLeaf,
  integerLeaf,
  ipLeaf,
  unsupported,
} from './leaf-ordered.js';
import { stringLeaf } from './leaf-strings.js';

/** One value against one field, by the field's type. `field:*` is exists for every type. */
export function buildLeaf(
  field: FieldDefinition,
  value: Value,
  span: Span,
  context: LeafContext,
): Query {
  if (value.type === 'term' && value.wildcard === '*')
    return { kind: 'exists', field: field.name, type: field.type };
  if (field.type === 'keyword' || field.type === 'text')
    return stringLeaf(field, value, span, context);
  if (value.type === 'term' && value.wildcard !== undefined)
    throw unsupported(field, value, span, context);
  switch (field.type) {
    case 'integer':
      return integerLeaf(field, value, span, context);
    case 'float':
      return floatLeaf(field, value, span, context);
    case 'date':
      return dateLeaf(field, value, span, context);
    case 'ip':
      return ipLeaf(field, value, span, context);
    case 'boolean':
      return booleanLeaf(field, value, span, context);
  }
}

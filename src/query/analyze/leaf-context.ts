import type { FieldDefinition } from '../../model/field.js';
import { positionAt, QueryError, type QueryErrorCode } from '../errors.js';
import type { QueryLimits } from '../limits.js';
import type { Span } from '../syntax/ast.js';

/** What building one leaf clause needs to know besides the field and the value. */
export interface LeafContext {
  /** the whole query text, for error positions */
  readonly text: string;
  /** "now" for date math, in epoch ms: fixed per analysis so a query means one thing */
  readonly now: number;
  readonly limits: QueryLimits;
}

export function valueError(
  context: LeafContext,
  code: QueryErrorCode,
  field: FieldDefinition,
  span: Span,
  reason: string,
  found?: string,
): QueryError {
  return new QueryError(code, reason, positionAt(context.text, span.start), {
    field: field.name,
    ...(found === undefined ? {} : { found: `'${found}'` }),
  });
}

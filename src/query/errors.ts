/**
 * Query errors are values the caller can show: where (1-based column), what was found,
 * what was expected, and for unknown fields the closest known names.
 */

export type QueryErrorCode =
  /** malformed query text */
  | 'syntax'
  /** a field the dataset does not have */
  | 'unknown_field'
  /** a value the field's type cannot hold (e.g. `services.port:abc`) */
  | 'invalid_value'
  /** a construct that does not apply to the field (e.g. a regex on a number) */
  | 'unsupported'
  /** a configured bound was exceeded (length, depth, clauses, expansions) */
  | 'too_broad'
  /** a cursor that does not belong to the query or was forged */
  | 'invalid_cursor';

export interface SourcePosition {
  /** 0-based offset in the query text */
  readonly offset: number;
  /** 1-based line */
  readonly line: number;
  /** 1-based column within the line */
  readonly column: number;
}

export function positionAt(text: string, offset: number): SourcePosition {
  const clamped = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < clamped; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { offset: clamped, line, column: clamped - lineStart + 1 };
}

export interface QueryErrorDetails {
  readonly found?: string;
  readonly expected?: readonly string[];
  readonly field?: string;
  readonly suggestions?: readonly string[];
}

export class QueryError extends Error {
  override readonly name: string = 'QueryError';
  readonly code: QueryErrorCode;
  readonly position: SourcePosition | undefined;
  readonly found: string | undefined;
  readonly expected: readonly string[];
  readonly field: string | undefined;
  readonly suggestions: readonly string[];
  /** the message without the position prefix */
  readonly reason: string;

  constructor(
    code: QueryErrorCode,
    reason: string,
    position?: SourcePosition,
    details: QueryErrorDetails = {},
  ) {
    super(position ? `${describePosition(position)}: ${reason}` : reason);
    this.code = code;
    this.reason = reason;
    this.position = position;
    this.found = details.found;
    this.expected = details.expected ?? [];
    this.field = details.field;
    this.suggestions = details.suggestions ?? [];
  }
}

/** A configured bound was exceeded; still a client error (HTTP 400), told apart for metrics and docs. */
export class QueryTooBroadError extends QueryError {
  override readonly name = 'QueryTooBroadError';
  readonly bound: string;
  readonly limit: number;

  constructor(bound: string, limit: number, reason: string, position?: SourcePosition) {
    super('too_broad', `query too broad: ${reason}`, position);
    this.bound = bound;
    this.limit = limit;
  }
}

/**
 * The query names a field the caller's plan does not cover. Not a QueryError: it maps to
 * HTTP 402 (payment required), not 400.
 */
export class FieldLockedError extends Error {
  override readonly name = 'FieldLockedError';
  readonly field: string;
  readonly unlockedBy: string;
  readonly position: SourcePosition | undefined;

  constructor(field: string, unlockedBy: string, position?: SourcePosition) {
    super(
      `${position ? `${describePosition(position)}: ` : ''}field '${field}' is not included in your plan; it needs the ${unlockedBy} plan`,
    );
    this.field = field;
    this.unlockedBy = unlockedBy;
    this.position = position;
  }
}

function describePosition(position: SourcePosition): string {
  return position.line > 1
    ? `line ${position.line}, column ${position.column}`
    : `column ${position.column}`;
}

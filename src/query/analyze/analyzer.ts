/**
 * User-input AST → analyzed query for one dataset: binds names to fields, types every value,
 * applies the default operator's semantics, checks the caller's plan and the bounds.
 */
import type { FieldDefinition } from '../../model/field.js';
import type { FieldRegistry } from '../../model/registry.js';
import { countLeaves, MATCH_ALL, type Query } from '../analyzed.js';
import { FieldLockedError, positionAt, QueryError, QueryTooBroadError } from '../errors.js';
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from '../limits.js';
import type { BooleanNode, FieldNode, Span, SyntaxNode, Value, ValueNode } from '../syntax/ast.js';
import { type DefaultOperator, parseSyntax } from '../syntax/parser.js';
import { defaultFieldsIn, resolveFieldName } from './field-resolution.js';
import { buildLeaf } from './leaf.js';
import type { LeafContext } from './leaf-context.js';
import { and, nested, not, or } from './simplify.js';

export type FieldAccess =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly unlockedBy: string };

export interface AnalyzeOptions {
  readonly registry: FieldRegistry;
  /** how `a b` combines; 'and' unless the server is set to strict Lucene behaviour */
  readonly defaultOperator?: DefaultOperator;
  readonly limits?: QueryLimits;
  /** the instant `now` means in date math (epoch ms); defaults to the current time */
  readonly now?: number;
  /** whether the caller's plan covers a field; every field when absent */
  readonly fieldAccess?: (field: FieldDefinition) => FieldAccess;
}

/** Query text (null, empty and `*` mean everything) → analyzed query. Throws QueryError or FieldLockedError. */
export function analyzeQuery(text: string | null | undefined, options: AnalyzeOptions): Query {
  const source = text ?? '';
  const limits = options.limits ?? DEFAULT_QUERY_LIMITS;
  const syntax = parseSyntax(source, { defaultOperator: options.defaultOperator ?? 'and', limits });
  // A lone `""` reads as "no query" (clients send it that way), not as a search for empty values.
  if (syntax === undefined || isLoneEmptyPhrase(syntax)) return MATCH_ALL;
  const analyzer = new Analyzer(source, options, limits);
  const query = analyzer.analyze(syntax, { nestedPath: undefined, fields: undefined });
  const leaves = countLeaves(query);
  if (leaves > limits.maxClauses) {
    throw new QueryTooBroadError(
      'maxClauses',
      limits.maxClauses,
      `the query expands to ${leaves} clauses; the limit is ${limits.maxClauses}`,
    );
  }
  return query;
}

interface Scope {
  /** inside `path:( ... )` of a nested array */
  readonly nestedPath: string | undefined;
  /** inside `field:( ... )`: the fields bare values search, instead of the defaults */
  readonly fields: readonly FieldDefinition[] | undefined;
  /** inside `object:( ... )`: field names resolve below this object path first */
  readonly relativeTo?: string;
}

class Analyzer {
  private readonly context: LeafContext;
  private readonly registry: FieldRegistry;
  private readonly defaultOperator: DefaultOperator;
  private readonly fieldAccess: ((field: FieldDefinition) => FieldAccess) | undefined;

  constructor(
    private readonly text: string,
    options: AnalyzeOptions,
    limits: QueryLimits,
  ) {
    this.context = { text, now: options.now ?? Date.now(), limits };
    this.registry = options.registry;
    this.defaultOperator = options.defaultOperator ?? 'and';
    this.fieldAccess = options.fieldAccess;
  }

  analyze(node: SyntaxNode, scope: Scope): Query {
    switch (node.kind) {
      case 'boolean':
        return this.boolean(node, scope);
      case 'not':
        return not(this.analyze(node.clause, scope));
      case 'required':
        return this.analyze(node.clause, scope);
      case 'group':
        return node.query === undefined ? MATCH_ALL : this.analyze(node.query, scope);
      case 'field':
        return this.field(node, scope);
      case 'value':
        return this.bareValue(node, scope);
    }
  }

  /**
   * With the default operator OR, Lucene's modifiers decide what an OR list means: when any
   * clause is required (+), the others without a modifier no longer restrict the result, and
   * prohibited clauses (-, !, NOT) are excluded from it. With AND, the algebra is plain.
   */
  private boolean(node: BooleanNode, scope: Scope): Query {
    if (node.operator === 'and' || this.defaultOperator === 'and') {
      const clauses = node.clauses.map((clause) => this.analyze(clause, scope));
      return node.operator === 'and' ? and(clauses) : or(clauses);
    }
    const required = node.clauses.filter((clause) => clause.kind === 'required');
    const prohibited = node.clauses.filter((clause) => clause.kind === 'not');
    const optional = node.clauses.filter(
      (clause) => clause.kind !== 'required' && clause.kind !== 'not',
    );
    if (required.length === 0 && prohibited.length === 0)
      return or(optional.map((c) => this.analyze(c, scope)));
    const base =
      required.length > 0
        ? required.map((clause) => this.analyze(clause, scope))
        : [optional.length > 0 ? or(optional.map((c) => this.analyze(c, scope))) : MATCH_ALL];
    return and([...base, ...prohibited.map((clause) => this.analyze(clause, scope))]);
  }

  private field(node: FieldNode, scope: Scope): Query {
    if (node.field === '_exists_' && node.fieldPattern === undefined)
      return this.exists(node, scope);
    if (node.fieldPattern === '*' && node.target.kind === 'value' && isMatchAll(node.target.value))
      return MATCH_ALL;
    const target = resolveFieldName(
      this.registry,
      node.field,
      node.fieldPattern,
      scope.nestedPath,
      node.fieldSpan,
      this.text,
      scope.relativeTo,
    );
    switch (target.kind) {
      case 'field': {
        this.checkAccess(target.field, node.fieldSpan);
        if (node.target.kind === 'value')
          return buildLeaf(target.field, node.target.value, node.target.span, this.context);
        return this.analyze(node.target, { nestedPath: scope.nestedPath, fields: [target.field] });
      }
      case 'nested': {
        if (node.target.kind === 'value') {
          if (isMatchAll(node.target.value)) return nested(target.path, MATCH_ALL);
          return this.anyField(this.registry.fieldsUnder(target.path), node.target, target.path);
        }
        const inner: Scope = { nestedPath: target.path, fields: undefined };
        return nested(target.path, this.analyze(node.target, inner));
      }
      case 'fields': {
        if (node.target.kind === 'value')
          return this.anyField(target.fields, node.target, target.description);
        return this.analyze(node.target, {
          nestedPath: scope.nestedPath,
          fields: this.accessible(target.fields, node.fieldSpan),
          ...(target.objectPath === undefined ? {} : { relativeTo: target.objectPath }),
        });
      }
    }
  }

  /** `_exists_:field`: the named field, or every field of an object path or name pattern. */
  private exists(node: FieldNode, scope: Scope): Query {
    const value = node.target.kind === 'value' ? node.target.value : undefined;
    if (!value || (value.type !== 'term' && value.type !== 'phrase')) {
      throw new QueryError(
        'syntax',
        '_exists_ takes a field name, like _exists_:services.modules.http',
        positionAt(this.text, node.target.span.start),
      );
    }
    const pattern = value.type === 'term' ? value.wildcard : undefined;
    const target = resolveFieldName(
      this.registry,
      value.text,
      pattern,
      scope.nestedPath,
      node.target.span,
      this.text,
      scope.relativeTo,
    );
    if (target.kind === 'field') {
      this.checkAccess(target.field, node.target.span);
      return { kind: 'exists', field: target.field.name, type: target.field.type };
    }
    if (target.kind === 'nested') return nested(target.path, MATCH_ALL);
    return or(
      this.accessible(target.fields, node.target.span).map((field) => ({
        kind: 'exists',
        field: field.name,
        type: field.type,
      })),
    );
  }

  private bareValue(node: ValueNode, scope: Scope): Query {
    if (scope.fields === undefined && isMatchAll(node.value)) return MATCH_ALL;
    const fields = scope.fields ?? defaultFieldsIn(this.registry, scope.nestedPath);
    return this.anyField(fields, node, 'the default fields');
  }

  /**
   * One value against several fields (default fields, an object path, a name pattern): the
   * fields whose type cannot hold the value are skipped, as are fields outside the plan.
   */
  private anyField(
    fields: readonly FieldDefinition[],
    node: ValueNode,
    description: string,
  ): Query {
    const clauses: Query[] = [];
    let firstError: QueryError | undefined;
    for (const field of this.accessible(fields, node.span)) {
      try {
        clauses.push(buildLeaf(field, node.value, node.span, this.context));
      } catch (error) {
        if (
          !(error instanceof QueryError) ||
          (error.code !== 'invalid_value' && error.code !== 'unsupported')
        )
          throw error;
        firstError ??= error;
      }
    }
    if (clauses.length > 0) return or(clauses);
    throw new QueryError(
      'invalid_value',
      `${describeValue(node.value)} fits none of ${description}${firstError ? ` (${firstError.reason})` : ''}`,
      positionAt(this.text, node.span.start),
    );
  }

  /** Fields of an expansion the caller may use; a locked one alone is an error, among others it is skipped. */
  private accessible(fields: readonly FieldDefinition[], span: Span): FieldDefinition[] {
    if (!this.fieldAccess) return [...fields];
    const allowed = fields.filter((field) => this.fieldAccess!(field).allowed);
    if (allowed.length === 0 && fields.length > 0) this.checkAccess(fields[0]!, span);
    return allowed;
  }

  private checkAccess(field: FieldDefinition, span: Span): void {
    const access = this.fieldAccess?.(field);
    if (access && !access.allowed)
      throw new FieldLockedError(field.name, access.unlockedBy, positionAt(this.text, span.start));
  }
}

function isMatchAll(value: Value): boolean {
  return value.type === 'term' && value.wildcard === '*';
}

function isLoneEmptyPhrase(node: SyntaxNode): boolean {
  return node.kind === 'value' && node.value.type === 'phrase' && node.value.text === '';
}

function describeValue(value: Value): string {
  switch (value.type) {
    case 'term':
    case 'phrase':
    case 'fuzzy':
      return `'${value.text}'`;
    case 'regex':
      return `/${value.pattern}/`;
    default:
      return 'the range';
  }
}

/**
 * What a field name in a query refers to: one field, a nested array of objects, an object
 * path (all fields below it), or a wildcard pattern over names. Inside a nested group
 * (`services:( ... )`) names resolve relative to the group first (`port` → `services.port`).
 */
import type { DatasetId, FieldDefinition } from '../../model/field.js';
import type { FieldRegistry } from '../../model/registry.js';
import { positionAt, QueryError } from '../errors.js';
import type { Span } from '../syntax/ast.js';

const FIELD_LISTINGS: Record<DatasetId, string> = {
  hosts: 'GET /v1/fields/hosts/all',
  files: 'GET /v1/fields/exposed/files',
  buckets: 'GET /v1/fields/exposed/buckets',
  whois: 'docs/fields.md',
};

export type FieldTarget =
  | { readonly kind: 'field'; readonly field: FieldDefinition }
  | { readonly kind: 'nested'; readonly path: string }
  /** several fields searched together (object path, name pattern); values that do not fit a field skip it */
  | {
      readonly kind: 'fields';
      /** the object path the fields lie under, when the name was one (not a pattern) */
      readonly objectPath?: string;
      readonly fields: readonly FieldDefinition[];
      readonly description: string;
    };

export function resolveFieldName(
  registry: FieldRegistry,
  name: string,
  pattern: string | undefined,
  nestedPath: string | undefined,
  span: Span,
  text: string,
  /** inside `object:( ... )`: names are tried below the object path first */
  relativeTo?: string,
): FieldTarget {
  if (pattern !== undefined) {
    const fields = candidates(nestedPath, pattern).flatMap((candidate) =>
      registry.matchNames(candidate),
    );
    const inScope = unique(fields).filter((field) => isWithin(field.name, nestedPath));
    if (inScope.length === 0) {
      throw new QueryError(
        'unknown_field',
        `no field matches '${name}'`,
        positionAt(text, span.start),
        {
          field: name,
          found: `'${name}'`,
        },
      );
    }
    return { kind: 'fields', fields: inScope, description: `fields matching '${name}'` };
  }
  for (const candidate of [
    ...(relativeTo ? [`${relativeTo}.${name}`] : []),
    ...candidates(nestedPath, name),
  ]) {
    const field = registry.get(candidate);
    if (field && isWithin(field.name, nestedPath)) return { kind: 'field', field };
    if (
      registry.isNestedPath(candidate) &&
      isWithin(candidate, nestedPath) &&
      candidate !== nestedPath
    ) {
      return { kind: 'nested', path: candidate };
    }
    const below = registry.fieldsUnder(candidate);
    if (below.length > 0 && isWithin(candidate, nestedPath)) {
      return {
        kind: 'fields',
        objectPath: candidate,
        fields: below,
        description: `the fields of '${candidate}'`,
      };
    }
  }
  const known = registry.get(name) ?? (registry.isNestedPath(name) ? name : undefined);
  if (known !== undefined && nestedPath !== undefined) {
    throw new QueryError(
      'unknown_field',
      `field '${name}' is not part of '${nestedPath}'; inside ${nestedPath}:( ) use fields of ${nestedPath}`,
      positionAt(text, span.start),
      { field: name, found: `'${name}'` },
    );
  }
  const full = nestedPath ? `${nestedPath}.${name}` : name;
  const root = registry.dynamicRootOf(full);
  if (root) {
    throw new QueryError(
      'unknown_field',
      `unknown field '${name}': no stored record has it yet (fields under '${root.path}' become searchable once ingested data contains them)`,
      positionAt(text, span.start),
      { field: name, found: `'${name}'` },
    );
  }
  const suggestions = registry.suggest(full);
  const hint =
    suggestions.length > 0
      ? ` — did you mean ${suggestions.map((s) => `'${s}'`).join(' or ')}?`
      : ` (${FIELD_LISTINGS[registry.dataset]} lists the fields)`;
  throw new QueryError(
    'unknown_field',
    `unknown field '${name}'${hint}`,
    positionAt(text, span.start),
    {
      field: name,
      found: `'${name}'`,
      suggestions,
    },
  );
}

/** The fields a bare value searches: the dataset's default fields, or those under a nested group. */
export function defaultFieldsIn(
  registry: FieldRegistry,
  nestedPath: string | undefined,
): readonly FieldDefinition[] {
  const defaults = registry.defaultFields().filter((field) => isWithin(field.name, nestedPath));
  if (defaults.length > 0 || nestedPath === undefined) return defaults;
  return registry
    .fieldsUnder(nestedPath)
    .filter((field) => field.type === 'keyword' || field.type === 'text');
}

export function isWithin(name: string, nestedPath: string | undefined): boolean {
  return nestedPath === undefined || name.startsWith(`${nestedPath}.`);
}

function candidates(nestedPath: string | undefined, name: string): string[] {
  return nestedPath === undefined ? [name] : [`${nestedPath}.${name}`, name];
}

function unique(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return [...new Map(fields.map((field) => [field.name, field])).values()];
}

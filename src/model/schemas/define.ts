/**
 * A compact way to declare a dataset's fields: one line per field, with the defaults that
 * hold for almost every field written once here instead of on every line.
 *
 * Defaults: tier `free` (or the group's tier), not sortable, aggregatable unless `text`
 * (summaries of tokenized prose are word counts, not what a user asks for).
 */
import type { CategoryDefinition, FieldDefinition, FieldType, PlanTier } from '../field.js';

export interface FieldSpec {
  readonly type: FieldType;
  readonly description: string;
  readonly tier?: PlanTier;
  readonly sortable?: boolean;
  readonly aggregatable?: boolean;
  readonly enumeration?: readonly string[];
}

export type FieldOptions = Omit<FieldSpec, 'type' | 'description'>;

const spec =
  (type: FieldType) =>
  (description: string, options: FieldOptions = {}): FieldSpec => ({
    type,
    description,
    ...options,
  });

export const keyword = spec('keyword');
export const text = spec('text');
export const integer = spec('integer');
export const float = spec('float');
export const boolean = spec('boolean');
export const date = spec('date');
export const ip = spec('ip');

export interface FieldGroup {
  readonly category: CategoryDefinition;
  /** Prepended with a dot to every name in `fields` (e.g. `services.modules.http`). */
  readonly prefix?: string;
  /** Tier of every field in the group that does not name its own. */
  readonly tier?: PlanTier;
  /** Relative field name → its spec. */
  readonly fields: Readonly<Record<string, FieldSpec>>;
}

/** Turns a group of specs into frozen field definitions, in declaration order. */
export function defineFields(group: FieldGroup): FieldDefinition[] {
  return Object.entries(group.fields).map(([relativeName, field]) => {
    const definition: FieldDefinition = {
      name: group.prefix ? `${group.prefix}.${relativeName}` : relativeName,
      type: field.type,
      category: group.category.id,
      displayCategory: group.category.displayName,
      tier: field.tier ?? group.tier ?? 'free',
      sortable: field.sortable ?? false,
      aggregatable: field.aggregatable ?? field.type !== 'text',
      description: field.description,
      ...(field.enumeration ? { enumeration: field.enumeration } : {}),
    };
    return Object.freeze(definition);
  });
}

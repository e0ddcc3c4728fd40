/**
 * Consistency rules of a declared dataset schema. A schema is code, so a broken one is a
 * programming error: the registry refuses it at construction, and the tests run this on
 * every schema.
 */
import type { DatasetSchema } from './field.js';

export function checkSchema(schema: DatasetSchema): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  const categories = new Map(schema.categories.map((category) => [category.id, category]));
  const nested = new Set(schema.nestedPaths);

  for (const field of schema.fields) {
    if (names.has(field.name)) problems.push(`field ${field.name} is declared twice`);
    names.add(field.name);
    const category = categories.get(field.category);
    if (!category) problems.push(`field ${field.name} has undeclared category ${field.category}`);
    else if (category.displayName !== field.displayCategory) {
      problems.push(
        `field ${field.name} shows category ${field.category} as ${field.displayCategory}`,
      );
    }
    if (field.enumeration && field.type !== 'keyword') {
      problems.push(`field ${field.name} has an enumeration but is ${field.type}`);
    }
    if (field.sortable && field.type === 'text')
      problems.push(`text field ${field.name} is sortable`);
    if (field.sortable && [...nested].some((path) => field.name.startsWith(`${path}.`))) {
      problems.push(`field ${field.name} is sortable but lies in an array of objects`);
    }
  }
  if (categories.size !== schema.categories.length) problems.push('a category is declared twice');
  if (categories.has('all')) problems.push('category id "all" is reserved');
  if (!names.has(schema.idField)) problems.push(`id field ${schema.idField} is not declared`);
  for (const name of schema.defaultFields) {
    if (!names.has(name)) problems.push(`default field ${name} is not declared`);
  }
  for (const path of schema.nestedPaths) {
    if (names.has(path)) problems.push(`nested path ${path} is also a field`);
    if (![...names].some((name) => name.startsWith(`${path}.`))) {
      problems.push(`nested path ${path} holds no declared field`);
    }
  }
  for (const root of schema.dynamicRoots) {
    if (names.has(root.path)) problems.push(`dynamic root ${root.path} is also a field`);
    if (!categories.has(root.fallbackCategory)) {
      problems.push(`dynamic root ${root.path} falls back to undeclared ${root.fallbackCategory}`);
    }
  }
  return problems;
}

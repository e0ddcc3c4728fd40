/**
 * docs/fields.md, generated from the field registries so that the reference cannot drift
 * from the code: for each dataset, its fields (type, category, plan tier, sortable,
 * aggregatable, description, published values), default fields, nested paths and dynamic
 * roots. A test compares docs/fields.md with this output; regenerate it with
 * `node dist/src/model/fields-markdown.js > docs/fields.md`.
 */
import { pathToFileURL } from 'node:url';
import { DATASET_IDS, type DatasetId, type FieldDefinition } from './field.js';
import { type FieldRegistry, registryFor } from './registry.js';

const REGENERATE = 'node dist/src/model/fields-markdown.js > docs/fields.md';

const DATASET_TITLES: Readonly<Record<DatasetId, string>> = {
  hosts: 'Hosts',
  files: 'Exposed files',
  buckets: 'Exposed buckets',
  whois: 'Domain whois',
};

/** The whole of docs/fields.md, ending with one newline. */
export function fieldsMarkdown(): string {
  const lines: string[] = [
    '# Fields',
    '',
    `<!-- Generated from the field registries by src/model/fields-markdown.ts. Do not edit: regenerate with \`${REGENERATE}\`. -->`,
    '',
    'The queryable fields of each dataset, as the field registry declares them. How to write',
    'queries over them: [query-language.md](query-language.md).',
    '',
    '- **type** decides how a value is matched (see "Types" in query-language.md): `keyword`',
    '  (whole value, case-insensitive), `text` (words), `integer`, `float`, `boolean`, `date`,',
    '  `ip`.',
    '- **category** groups fields in the fields listing (`panoptes fields --category <id>`).',
    '- **tier** is the lowest plan that may query, sort or summarize the field: `free`, `pro`,',
    '  `enterprise`. Naming a field outside your plan is refused (HTTP 402); a field pattern',
    '  or object path skips such fields.',
    '- **sortable** fields can be used to sort results; **aggregatable** fields can be',
    '  summarized (top values).',
    '',
    ...DATASET_IDS.map((dataset) => `- [${DATASET_TITLES[dataset]}](#${dataset}) (\`${dataset}\`)`),
  ];
  for (const dataset of DATASET_IDS) lines.push('', ...datasetSection(registryFor(dataset)));
  return `${lines.join('\n')}\n`;
}

function datasetSection(registry: FieldRegistry): string[] {
  const { schema } = registry;
  const fields = registry.all();
  const lines = [
    `## ${registry.dataset}`,
    '',
    `${DATASET_TITLES[registry.dataset]}: ${fields.length} fields. A record is identified by \`${schema.idField}\`.`,
    '',
    `**Default fields** (searched by a value written without a field name; a field whose type cannot hold the value is skipped): ${list(registry.defaultFields().map((field) => field.name))}.`,
    '',
    `**Nested paths** (arrays of objects; \`path:( ... )\` keeps its clauses to one element): ${list(registry.nestedPaths())}.`,
    '',
    `**Dynamic roots** (scalar leaves seen below them in ingested records become fields too): ${list(schema.dynamicRoots.map((root) => root.path))}.`,
    ...schema.dynamicRoots.flatMap((root, index) => [
      ...(index === 0 ? [''] : []),
      `- \`${root.path}\`: a discovered field gets a type inferred from the values seen (boolean, integer, float, date or keyword; never text or ip), tier \`${root.tier}\`, and the category of the first segment below the root (one without declared fields gets a category named after it), or \`${root.fallbackCategory}\` for a leaf directly below the root. A name below it that no ingested record has shown yet is an unknown field.`,
    ]),
  ];
  const categories = registry
    .categories()
    .map((category) => `\`${category.id}\` (${category.displayName})`);
  lines.push('', `**Categories**: ${categories.join(', ')}.`);
  lines.push(
    '',
    '| field | type | category | tier | sortable | aggregatable | description |',
    '|---|---|---|---|---|---|---|',
  );
  // By category, in the listing's order; by name within a category.
  const order = new Map(registry.categories().map((category, index) => [category.id, index]));
  const rank = (field: FieldDefinition) => order.get(field.category) ?? order.size;
  const sorted = [...fields].sort((a, b) => rank(a) - rank(b));
  for (const field of sorted) lines.push(fieldRow(field));
  return lines;
}

function fieldRow(field: FieldDefinition): string {
  const values = field.enumeration
    ? ` Values: ${field.enumeration.map((value) => `\`${value}\``).join(', ')}.`
    : '';
  const cells = [
    `\`${field.name}\``,
    field.type,
    field.category,
    field.tier,
    field.sortable ? 'yes' : 'no',
    field.aggregatable ? 'yes' : 'no',
    `${escapeMarkdown(field.description ?? '')}${values}`,
  ];
  return `| ${cells.join(' | ')} |`;
}

function list(items: readonly string[]): string {
  return items.length === 0 ? 'none' : items.map((item) => `\`${item}\``).join(', ');
}

/** Prose in a table cell: characters Markdown would read as markup or as a cell border. */
function escapeMarkdown(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>|]/g, '\\$&');
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && import.meta.url === pathToFileURL(invokedPath).href) {
  process.stdout.write(fieldsMarkdown());
}

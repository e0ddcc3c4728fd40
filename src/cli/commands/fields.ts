import type { Command } from 'commander';
import type { DatasetId } from '../../model/field.js';
import { registryFor } from '../../model/registry.js';
import { datasetOption } from '../dataset-option.js';

interface FieldsOptions {
  readonly dataset: DatasetId;
  readonly category: string;
}

/** `panoptes fields`: the queryable fields of a dataset, with type, category and plan tier. */
export function registerFields(program: Command): void {
  program
    .command('fields')
    .description('list the queryable fields of a dataset')
    .addOption(datasetOption())
    .option('-c, --category <category>', "a field category, or 'all'", 'all')
    .action((options: FieldsOptions) => {
      const registry = registryFor(options.dataset);
      const fields = registry.fieldsInCategory(options.category);
      if (!fields) {
        const valid = ['all', ...registry.categories().map((c) => c.id)].join(', ');
        process.stderr.write(
          `unknown category '${options.category}'; valid categories: ${valid}\n`,
        );
        process.exitCode = 2;
        return;
      }
      const width = Math.max(...fields.map((f) => f.name.length));
      for (const field of fields) {
        const flags = [field.sortable ? 'sortable' : '', field.aggregatable ? 'aggregatable' : '']
          .filter(Boolean)
          .join(',');
        process.stdout.write(
          `${field.name.padEnd(width)}  ${field.type.padEnd(7)}  ${field.category.padEnd(15)}  ${field.tier.padEnd(10)}  ${flags}\n`,
        );
      }
    });
}

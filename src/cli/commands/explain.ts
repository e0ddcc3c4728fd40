import { type Command, Option } from 'commander';
import type { DatasetId } from '../../model/field.js';
import { registryFor } from '../../model/registry.js';
import { analyzeQuery, FieldLockedError, printQuery, QueryError } from '../../query/index.js';
import { datasetOption } from '../dataset-option.js';

interface ExplainOptions {
  readonly dataset: DatasetId;
  readonly operator: 'and' | 'or';
  readonly json?: boolean;
}

/** `panoptes explain QUERY`: how Panoptes reads a query — canonical form, or the typed query as JSON. */
export function registerExplain(program: Command): void {
  program
    .command('explain')
    .description(
      'show how a query is understood: its canonical form, or the analyzed query as JSON',
    )
    .argument(
      '<query>',
      'query in Lucene syntax, e.g. "services.port:22 AND location.country_code:US"',
    )
    .addOption(datasetOption())
    .addOption(
      new Option('--operator <op>', 'operator between juxtaposed clauses')
        .choices(['and', 'or'])
        .default('and'),
    )
    .option('--json', 'print the analyzed query as JSON')
    .action((query: string, options: ExplainOptions) => {
      try {
        const analyzed = analyzeQuery(query, {
          registry: registryFor(options.dataset),
          defaultOperator: options.operator,
        });
        process.stdout.write(
          options.json ? `${JSON.stringify(analyzed, null, 2)}\n` : `${printQuery(analyzed)}\n`,
        );
      } catch (error) {
        if (!(error instanceof QueryError) && !(error instanceof FieldLockedError)) throw error;
        process.stderr.write(`${error.message}\n${pointAt(query, error.position?.offset)}`);
        process.exitCode = 2;
      }
    });
}

/** The query with a caret under the offending character. */
function pointAt(query: string, offset: number | undefined): string {
  if (offset === undefined || query.includes('\n')) return '';
  return `  ${query}\n  ${' '.repeat(offset)}^\n`;
}

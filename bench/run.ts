/**
 * `npm run bench -- [NAME...] [--hosts N] [--runs N] [--no-baseline]`: runs the named
 * benchmarks (all when none is named) and prints tables.
 */
import { parseArgs } from 'node:util';
import { runEngineBenchmark } from './engine.js';
import { runParseBenchmark } from './parse.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    hosts: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '30' },
    'no-baseline': { type: 'boolean', default: false },
  },
});

const BENCHMARKS: Record<string, () => void | Promise<void>> = {
  parse: () => runParseBenchmark(),
  engine: () =>
    runEngineBenchmark({
      hosts: Number(values.hosts),
      runs: Number(values.runs),
      baseline: !values['no-baseline'],
    }),
};

const unknown = positionals.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  process.stderr.write(
    `unknown benchmark ${unknown.join(', ')}; available: ${Object.keys(BENCHMARKS).join(', ')}\n`,
  );
  process.exit(2);
}
for (const name of positionals.length > 0 ? positionals : Object.keys(BENCHMARKS))
  await BENCHMARKS[name]!();

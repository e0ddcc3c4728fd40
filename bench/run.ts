/** `npm run bench [-- NAME...]`: runs the named benchmarks (all when none is named) and prints tables. */
import { runParseBenchmark } from './parse.js';

const BENCHMARKS: Record<string, () => void | Promise<void>> = {
  parse: () => runParseBenchmark(),
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  process.stderr.write(
    `unknown benchmark ${unknown.join(', ')}; available: ${Object.keys(BENCHMARKS).join(', ')}\n`,
  );
  process.exit(2);
}
for (const name of requested.length > 0 ? requested : Object.keys(BENCHMARKS))
  await BENCHMARKS[name]!();

/**
 * Opens a stored data directory in a fresh process and prints how long it took and the memory
 * it holds afterwards, as JSON: the engine benchmark runs it so that the load's garbage and
 * grown heap do not count. Usage: node open-store.js DIR
 */
import { performance } from 'node:perf_hooks';
import { EmbeddedEngine } from '../src/engine/embedded/embedded-engine.js';

const directory = process.argv[2];
if (directory) {
  const started = performance.now();
  const engine = await EmbeddedEngine.open({ dataDir: directory });
  const openMs = performance.now() - started;
  global.gc?.();
  const memory = process.memoryUsage();
  process.stdout.write(
    `${JSON.stringify({ openMs, rss: memory.rss, heapUsed: memory.heapUsed, arrayBuffers: memory.arrayBuffers })}\n`,
  );
  await engine.close();
}

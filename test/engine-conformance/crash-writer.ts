/**
 * Child process of the crash test: upserts numbered batches into a data directory and prints
 * `ack N` after batch N resolved. Runs until killed. Does nothing unless started with
 * `--crash-writer DIR FIRST_BATCH` (the test runner also loads this file).
 */
import { EmbeddedEngine } from '../../src/engine/embedded/embedded-engine.js';
import { crashBatch } from './crash-batches.js';

const [flag, dataDir, first] = process.argv.slice(2);
if (flag === '--crash-writer' && dataDir && first) {
  // Frequent snapshots, so kills also land during a snapshot and reopening replays changes.
  const engine = await EmbeddedEngine.open({ dataDir, snapshotEvery: 300 });
  for (let batch = Number(first); ; batch++) {
    await engine.upsert('hosts', crashBatch(batch));
    process.stdout.write(`ack ${batch}\n`);
  }
}

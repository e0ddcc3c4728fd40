/**
 * Crash safety: a writer process is killed with SIGKILL at random moments, over and over; after
 * each run every acknowledged write must be there, and the reopened index must agree with the
 * reference engine over the stored records.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { EmbeddedEngine } from '../../src/engine/embedded/embedded-engine.js';
import { crashBatch } from './crash-batches.js';
import { assertSameAnswers } from './harness.js';

const WRITER = fileURLToPath(new URL('./crash-writer.js', import.meta.url));
const KILLS = 24;

/** Starts the writer at `first`, kills it after a random delay; resolves to the batches it acknowledged. */
function runAndKill(dataDir: string, first: number, delayMs: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRITER, '--crash-writer', dataDir, String(first)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acked: number[] = [];
    let buffered = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) if (line.startsWith('ack ')) acked.push(Number(line.slice(4)));
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), delayMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL') reject(new Error(`writer exited on its own (${code}): ${stderr}`));
      else resolve(acked);
    });
  });
}

describe('crash safety of the embedded engine', () => {
  it(`keeps every acknowledged write across ${KILLS} SIGKILLs`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'panoptes-crash-'));
    try {
      // Latest acknowledged batch that wrote each host.
      const ackedVersion = new Map<string, number>();
      let next = 0;
      let totalAcked = 0;
      for (let run = 0; run < KILLS; run++) {
        // Delays spread from "during open" to "after many batches".
        const acked = await runAndKill(dataDir, next, 150 + ((run * 7919) % 900));
        for (const batch of acked) {
          for (const record of crashBatch(batch)) ackedVersion.set(record.ip as string, batch);
        }
        totalAcked += acked.length;
        // The next run starts past anything the killed writer may have committed unacknowledged.
        next = (acked.at(-1) ?? next) + 2;
      }
      assert.ok(totalAcked > KILLS, `only ${totalAcked} batches acknowledged in ${KILLS} runs`);

      const engine = await EmbeddedEngine.open({ dataDir });
      try {
        for (const [ip, batch] of ackedVersion) {
          const stored = await engine.get('hosts', ip);
          assert.ok(stored, `acknowledged host ${ip} (batch ${batch}) is missing`);
          assert.ok(
            (stored.scan_id as number) >= batch,
            `host ${ip} went back from batch ${batch} to ${stored.scan_id}`,
          );
        }
        const all = await engine.search('hosts', { kind: 'all' }, { limit: 1_000_000 });
        const queries = [
          '*',
          'services.port:22',
          'services.product:openssh AND services.port:443',
          'services:(port:443 AND product:nginx)',
          `scan_id:>=${Math.floor(next / 2)}`,
        ];
        await assertSameAnswers(engine, all.hits, queries, { limit: 20 });
      } finally {
        await engine.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { open } from 'lmdb';
import { EmbeddedEngine } from '../../../src/engine/embedded/embedded-engine.js';
import { StoreFormatError } from '../../../src/engine/embedded/storage/store.js';
import type { JsonObject } from '../../../src/model/json.js';
import { assertSameAnswers } from '../../engine-conformance/harness.js';
import { loadHostSampleRecords } from '../../model/host-sample.js';

const hosts = loadHostSampleRecords();

const QUERIES = [
  '*',
  'services.port:443',
  'services:(port:22 AND product:openssh)',
  'services.modules.http.title:"not found"',
  'location.country_code:US',
  'services.modules.tls.certificate.extensions.extended_key_usage.server_auth:true',
];

async function sameAnswers(engine: EmbeddedEngine, records: readonly JsonObject[]): Promise<void> {
  await assertSameAnswers(engine, records, QUERIES);
  // Discovered fields come back with the snapshot.
  assert.equal(
    engine
      .registry('hosts')
      .get('services.modules.tls.certificate.extensions.extended_key_usage.server_auth')?.type,
    'boolean',
  );
}

describe('embedded engine persistence', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'panoptes-persist-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reopens from its snapshot with the same answers', async () => {
    const first = await EmbeddedEngine.open({ dataDir });
    await first.upsert('hosts', hosts);
    await first.close();
    const second = await EmbeddedEngine.open({ dataDir });
    await sameAnswers(second, hosts);
    await second.close();
  });

  it('replays the changes committed after the snapshot', async () => {
    const first = await EmbeddedEngine.open({ dataDir, snapshotEvery: 4 });
    await first.upsert('hosts', hosts.slice(0, 5)); // snapshot after this batch
    await first.upsert('hosts', hosts.slice(5, 7)); // below the threshold: only in the change log
    const updated = { ...hosts[0]!, services: [] };
    await first.upsert('hosts', [updated]);
    await first.delete('hosts', [hosts[1]!.ip as string]);
    // Reopen without close(): as after a crash, only the store's contents count.
    const second = await EmbeddedEngine.open({ dataDir });
    await sameAnswers(second, [updated, ...hosts.slice(2, 7)]);
    await second.close();
    await first.close();
  });

  it('refuses a store of another format version with a clear message', async () => {
    const engine = await EmbeddedEngine.open({ dataDir });
    await engine.close();
    const db = open({ path: join(dataDir, 'panoptes.mdb'), maxDbs: 16 }).openDB({ name: 'meta' });
    await db.put('format-version', 99);
    await db.close();
    await assert.rejects(EmbeddedEngine.open({ dataDir }), (error) => {
      assert.ok(error instanceof StoreFormatError);
      assert.match(
        error.message,
        /written by a newer Panoptes \(store format 99; this version reads format 1\)/,
      );
      return true;
    });
  });
});

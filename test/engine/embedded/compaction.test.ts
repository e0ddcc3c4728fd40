import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { generateHosts } from '../../../src/demo/hosts.js';
import { EmbeddedEngine } from '../../../src/engine/embedded/embedded-engine.js';
import { ReferenceEngine } from '../../../src/engine/reference/reference-engine.js';
import type { JsonObject } from '../../../src/model/json.js';
import { assertSameAnswers } from '../../engine-conformance/harness.js';

const QUERIES = [
  '*',
  'services.port:443',
  'services:(port:22 AND product:openssh)',
  'services.modules.http.title:"not found"',
  'location.country_code:US',
  'NOT services.port:80',
  'services.product:ngin*',
];

describe('embedded engine compaction', () => {
  it('drops replaced and deleted records from the index and keeps every answer', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'panoptes-compact-'));
    const engine = await EmbeddedEngine.open({ dataDir, compactAfterDead: 50 });
    const reference = new ReferenceEngine();
    try {
      const hosts = [...generateHosts({ seed: 3, count: 300 })] as unknown as JsonObject[];
      await engine.upsert('hosts', hosts);
      await reference.upsert('hosts', hosts);
      // Re-scans: the same addresses with other content, twice, then deletions.
      for (const seed of [4, 5]) {
        const rescans = ([...generateHosts({ seed, count: 300 })] as unknown as JsonObject[]).map(
          (host, i) => ({ ...host, ip: hosts[i]!.ip }),
        );
        await engine.upsert('hosts', rescans);
        await reference.upsert('hosts', rescans);
      }
      const gone = hosts.slice(0, 40).map((host) => host.ip as string);
      await engine.delete('hosts', gone);
      await reference.delete('hosts', gone);

      const stats = engine.stats('hosts');
      assert.equal(stats.records, 260);
      assert.ok(
        stats.deadRecords < 300,
        `compaction did not run: ${stats.deadRecords} dead records`,
      );
      const live = (await reference.search('hosts', { kind: 'all' }, { limit: 1000 })).hits;
      await assertSameAnswers(engine, live, QUERIES, { limit: 7, termsField: 'services.product' });
      // The compacted index survives a restart through its snapshot.
      await engine.close();
      const reopened = await EmbeddedEngine.open({ dataDir });
      assert.equal(reopened.stats('hosts').records, 260);
      assert.equal((await reopened.search('hosts', { kind: 'all' }, { limit: 1 })).total, 260);
      await reopened.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

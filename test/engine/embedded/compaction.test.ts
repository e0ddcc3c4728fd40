import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { generateHosts } from '../../../src/demo/hosts.js';
import { EmbeddedEngine } from '../../../src/engine/embedded/embedded-engine.js';
import { ReferenceEngine } from '../../../src/engine/reference/reference-engine.js';
import type { JsonObject } from '../../../src/model/json.js';
import { analyzeQuery } from '../../../src/query/analyze/analyzer.js';

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
      for (const text of QUERIES) {
        const query = analyzeQuery(text, { registry: reference.registry('hosts') });
        const [actual, expected] = await Promise.all([
          engine.search('hosts', query, { limit: 7 }),
          reference.search('hosts', query, { limit: 7 }),
        ]);
        assert.equal(actual.total, expected.total, text);
        assert.deepEqual(actual.hits, expected.hits, text);
        assert.deepEqual(
          await engine.terms('hosts', query, 'services.product', 5),
          await reference.terms('hosts', query, 'services.product', 5),
          text,
        );
      }
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

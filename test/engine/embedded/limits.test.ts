import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { EmbeddedEngine } from '../../../src/engine/embedded/embedded-engine.js';
import { analyzeQuery } from '../../../src/query/analyze/analyzer.js';
import { QueryTooBroadError } from '../../../src/query/errors.js';
import { DEFAULT_QUERY_LIMITS } from '../../../src/query/limits.js';
import { loadHostSampleRecords } from '../../model/host-sample.js';

const hosts = loadHostSampleRecords();

describe('embedded engine bounds', () => {
  it('refuses a pattern that matches more index terms than maxExpansions, and accepts one within it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'panoptes-limits-'));
    const engine = await EmbeddedEngine.open({
      dataDir,
      limits: { ...DEFAULT_QUERY_LIMITS, maxExpansions: 2 },
    });
    try {
      await engine.upsert('hosts', hosts);
      const registry = engine.registry('hosts');
      for (const text of [
        'services.product:/.*/',
        'services.product:*i*',
        'services.port:*',
        'location.city:[a TO z]',
      ]) {
        const query = analyzeQuery(text, { registry });
        if (query.kind === 'exists') continue; // `field:*` needs no expansion
        await assert.rejects(engine.search('hosts', query, { limit: 1 }), (error) => {
          assert.ok(error instanceof QueryTooBroadError, String(error));
          assert.equal(error.bound, 'maxExpansions');
          assert.match(
            error.message,
            /has more than 2 terms matching this pattern or range; narrow it/,
          );
          return true;
        });
      }
      // Numeric ranges are not term expansions and stay unbounded.
      assert.ok(
        (await engine.count('hosts', analyzeQuery('services.port:[1 TO 65535]', { registry }))) > 0,
      );
      assert.equal(
        await engine.count('hosts', analyzeQuery('services.product:nginx*', { registry })),
        await engine.count('hosts', analyzeQuery('services.product:nginx', { registry })),
      );
    } finally {
      await engine.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/**
 * Embedded engine benchmark on the generator's hosts: bulk load rate, reopen time, memory,
 * disk size, and query latency (median and p99 over repeated runs, with exact counts and the
 * first page's documents), against a baseline measured in the same run: the reference
 * evaluator scanning every stored record, as a store without an index would.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { generateHosts } from '../src/demo/hosts.js';
import type { Cursor } from '../src/engine/contract.js';
import { EmbeddedEngine } from '../src/engine/embedded/embedded-engine.js';
import { matchesRecord } from '../src/engine/reference/evaluate.js';
import type { JsonObject } from '../src/model/json.js';
import { analyzeQuery } from '../src/query/analyze/analyzer.js';
import type { Query } from '../src/query/analyzed.js';
import { fmt, percentile, printTable } from './stats.js';

export interface EngineBenchOptions {
  readonly hosts: number;
  readonly runs: number;
  readonly baseline: boolean;
}

interface Row {
  readonly name: string;
  readonly target: string;
  readonly samples: number[];
  readonly baselineMs?: number;
  readonly note?: string;
}

const BATCH = 5000;

export async function runEngineBenchmark(options: EngineBenchOptions): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'panoptes-bench-'));
  try {
    process.stdout.write(
      `\nEmbedded engine, ${options.hosts.toLocaleString('en')} generated hosts (data in ${dataDir})\n`,
    );
    let engine = await EmbeddedEngine.open({ dataDir, snapshotEvery: Number.MAX_SAFE_INTEGER });
    const loadStarted = performance.now();
    let batch: JsonObject[] = [];
    for (const host of generateHosts({ seed: 1, count: options.hosts })) {
      batch.push(host as unknown as JsonObject);
      if (batch.length === BATCH) {
        await engine.upsert('hosts', batch);
        batch = [];
      }
    }
    if (batch.length > 0) await engine.upsert('hosts', batch);
    const loadMs = performance.now() - loadStarted;
    const snapshotStarted = performance.now();
    await engine.close();
    const snapshotMs = performance.now() - snapshotStarted;

    // Open time and memory come from a fresh process, without the load's garbage.
    const opened = JSON.parse(
      execFileSync(process.execPath, [
        '--expose-gc',
        fileURLToPath(new URL('./open-store.js', import.meta.url)),
        dataDir,
      ]).toString(),
    ) as { openMs: number; rss: number; heapUsed: number; arrayBuffers: number };
    engine = await EmbeddedEngine.open({ dataDir });
    const diskMb = Number(execFileSync('du', ['-sk', dataDir]).toString().split('\t')[0]) / 1024;

    const registry = engine.registry('hosts');
    const analyze = (text: string) => analyzeQuery(text, { registry });
    const topCve =
      (await engine.terms('hosts', analyze('*'), 'services.cve.id', 1)).buckets[0]?.key ??
      'CVE-2021-44228';
    const searches: Array<[string, string, string]> = [
      ['services.port:22', 'selective', '≤ 2 ms'],
      ['services.port:22 AND location.country_code:US', 'selective', '≤ 2 ms'],
      [`services.cve.id:"${topCve}"`, 'selective', '≤ 2 ms'],
      ['services.product:*apache*', 'broad', '≤ 20 ms'],
      ['services.port:[8000 TO 9000]', 'broad', '≤ 20 ms'],
      ['NOT services.port:80 AND asn.number:AS13335', 'broad', '≤ 20 ms'],
      ['services:(port:22 AND product:openssh)', 'nested', '—'],
      ['*', 'match all', '—'],
    ];
    const rows: Row[] = [];
    for (const [text, kind, target] of searches) {
      const query = analyze(text);
      const result = await engine.search('hosts', query, { limit: 10 });
      rows.push({
        name: `search ${kind}: ${text}`,
        target,
        samples: await repeat(options.runs, () => engine.search('hosts', query, { limit: 10 })),
        // One full scan per kind of query: each reads every stored record.
        ...(options.baseline && !rows.some((row) => row.name.startsWith(`search ${kind}`))
          ? { baselineMs: scanBaseline(engine, query, result.total) }
          : {}),
        note: `${result.total.toLocaleString('en')} hits`,
      });
    }
    for (const [text, target] of [
      ['*', '≤ 20 ms'],
      ['location.country_code:US', '≤ 10 ms'],
    ] as const) {
      const query = analyze(text);
      rows.push({
        name: `terms top 10 services.port, query ${text}`,
        target,
        samples: await repeat(options.runs, () =>
          engine.terms('hosts', query, 'services.port', 10),
        ),
      });
    }
    const all = analyze('*');
    let cursor: Cursor | undefined;
    for (let page = 1; page < 500; page++)
      cursor =
        (await engine.search('hosts', all, { limit: 10, ...(cursor ? { after: cursor } : {}) }))
          .last ?? undefined;
    rows.push({
      name: 'page 500 of * via cursor (10 per page)',
      target: '≤ 2 ms',
      samples: await repeat(options.runs, () =>
        engine.search('hosts', all, { limit: 10, ...(cursor ? { after: cursor } : {}) }),
      ),
    });
    const someIp = (await engine.search('hosts', analyze('services.port:443'), { limit: 1 }))
      .hits[0]?.ip as string;
    rows.push({
      name: 'get by IP',
      target: '≤ 0.5 ms',
      samples: await repeat(options.runs * 10, () => engine.get('hosts', someIp)),
    });
    await engine.close();

    process.stdout.write('\n');
    printTable(
      ['operation', 'median ms', 'p99 ms', 'target', 'baseline scan ms', 'speed-up', 'note'],
      rows.map((row) => {
        const sorted = [...row.samples].sort((a, b) => a - b);
        const median = percentile(sorted, 50);
        return [
          row.name,
          fmt(median, 3),
          fmt(percentile(sorted, 99), 3),
          row.target,
          row.baselineMs === undefined ? '—' : fmt(row.baselineMs, 0),
          row.baselineMs === undefined ? '—' : `${fmt(row.baselineMs / median, 0)}×`,
          row.note ?? '',
        ];
      }),
    );
    process.stdout.write('\n');
    printTable(
      ['measure', 'value', 'target'],
      [
        [
          'bulk load (hosts/s, batches of 5,000, durable)',
          fmt(options.hosts / (loadMs / 1000), 0),
          '≥ 30,000',
        ],
        ['snapshot on close (s)', fmt(snapshotMs / 1000, 1), '—'],
        [
          'open the stored directory, fresh process (s)',
          fmt(opened.openMs / 1000, 2),
          '≤ 5 at 1M hosts',
        ],
        ['RSS after open, fresh process (MB)', fmt(opened.rss / 1e6, 0), '≤ 1,500 at 1M hosts'],
        [
          '  of which JS heap / typed arrays (MB)',
          `${fmt(opened.heapUsed / 1e6, 0)} / ${fmt(opened.arrayBuffers / 1e6, 0)}`,
          '—',
        ],
        ['on-disk size (MB)', fmt(diskMb, 0), 'reported'],
      ],
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function repeat(runs: number, operation: () => Promise<unknown>): Promise<number[]> {
  await operation(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await operation();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** The baseline: read every stored record and evaluate the query on it; checks the count too. */
function scanBaseline(engine: EmbeddedEngine, query: Query, expectedTotal: number): number {
  const started = performance.now();
  let total = 0;
  for (const [, record] of engine.storedRecords('hosts')) if (matchesRecord(query, record)) total++;
  const elapsed = performance.now() - started;
  if (total !== expectedTotal)
    throw new Error(`baseline found ${total} records, the engine ${expectedTotal}`);
  return elapsed;
}

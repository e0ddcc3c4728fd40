/**
 * Query-language throughput on a realistic mix of queries, against a baseline measured in the
 * same run: JSON.parse of the equivalent Elasticsearch query DSL, the least a JSON-speaking
 * API must spend to read the same request.
 */
import { registryFor } from '../src/model/registry.js';
import { analyzeQuery } from '../src/query/analyze/analyzer.js';
import { parseSyntax } from '../src/query/syntax/parser.js';
import { fmt, printTable, timeEach } from './stats.js';

const MIX: ReadonlyArray<[lucene: string, esDsl: unknown]> = [
  ['services.port:22', { term: { 'services.port': 22 } }],
  [
    'services.port:443 AND location.country_code:US',
    {
      bool: {
        must: [{ term: { 'services.port': 443 } }, { term: { 'location.country_code': 'US' } }],
      },
    },
  ],
  ['asn.number:AS13335', { term: { 'asn.number': 'AS13335' } }],
  ['services.product:*apache*', { wildcard: { 'services.product': '*apache*' } }],
  ['services.port:[8000 TO 9000]', { range: { 'services.port': { gte: 8000, lte: 9000 } } }],
  [
    'NOT services.port:80 AND asn.number:AS13335',
    {
      bool: {
        must_not: [{ term: { 'services.port': 80 } }],
        must: [{ term: { 'asn.number': 'AS13335' } }],
      },
    },
  ],
  ['services.cve.id:"CVE-2021-44228"', { term: { 'services.cve.id': 'CVE-2021-44228' } }],
  ['last_updated_at:>now-7d/d', { range: { last_updated_at: { gt: 'now-7d/d' } } }],
  [
    '(last_updated_at:["2024-07-08T02:41:15.528Z" TO *] AND services.port:80) OR asn.number:AS63949',
    {
      bool: {
        should: [
          {
            bool: {
              must: [
                { range: { last_updated_at: { gte: '2024-07-08T02:41:15.528Z' } } },
                { term: { 'services.port': 80 } },
              ],
            },
          },
          { term: { 'asn.number': 'AS63949' } },
        ],
      },
    },
  ],
  [
    'services:(port:22 AND product:openssh)',
    {
      nested: {
        path: 'services',
        query: {
          bool: {
            must: [{ term: { 'services.port': 22 } }, { term: { 'services.product': 'openssh' } }],
          },
        },
      },
    },
  ],
  [
    'services.modules.http.title:"404 Not Found"',
    { match_phrase: { 'services.modules.http.title': '404 Not Found' } },
  ],
  ['ip:"10.0.0.0/8"', { term: { ip: '10.0.0.0/8' } }],
  [
    "location.country_name:'United States' AND is_vuln:true",
    {
      bool: {
        must: [{ term: { 'location.country_name': 'United States' } }, { term: { is_vuln: true } }],
      },
    },
  ],
  [
    'nginx',
    {
      multi_match: { query: 'nginx', fields: ['services.product', 'services.modules.http.title'] },
    },
  ],
  [
    'services.product:ngnix~1 OR services.product:/apache[0-9]?/',
    {
      bool: {
        should: [
          { fuzzy: { 'services.product': { value: 'ngnix', fuzziness: 1 } } },
          { regexp: { 'services.product': 'apache[0-9]?' } },
        ],
      },
    },
  ],
  [
    '_exists_:services.modules.tls AND services.modules.tls.certificate.subject.common_name:*.example.com',
    {
      bool: {
        must: [
          { exists: { field: 'services.modules.tls' } },
          { wildcard: { 'services.modules.tls.certificate.subject.common_name': '*.example.com' } },
        ],
      },
    },
  ],
];

export function runParseBenchmark(budgetMs = 2000): void {
  const registry = registryFor('hosts');
  const now = Date.now();
  const dslTexts = MIX.map(([, dsl]) => JSON.stringify(dsl));
  const lucene = MIX.map(([text]) => text);
  const baseline = timeEach(dslTexts, (text) => JSON.parse(text), budgetMs);
  const parse = timeEach(lucene, (text) => parseSyntax(text), budgetMs);
  const analyze = timeEach(lucene, (text) => analyzeQuery(text, { registry, now }), budgetMs);
  const row = (name: string, t: typeof baseline) => [
    name,
    String(t.runs),
    fmt((t.runs / t.totalMs) * 1000, 0),
    fmt(t.medianMs * 1000, 1),
    fmt(t.p99Ms * 1000, 1),
    fmt(t.medianMs / baseline.medianMs, 1),
  ];
  process.stdout.write(`\nQuery language: ${MIX.length} realistic queries, timed one by one\n\n`);
  printTable(
    ['stage', 'runs', 'queries/s', 'median µs', 'p99 µs', '× baseline median'],
    [
      row('baseline: JSON.parse of the ES query DSL', baseline),
      row('parseSyntax (text → AST)', parse),
      row('analyzeQuery (text → typed query)', analyze),
    ],
  );
}

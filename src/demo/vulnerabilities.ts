/**
 * CVEs on services. The CVE table is world knowledge, the same whatever the generator's
 * seed: built once at load from the real CVEs in data/cves.ts, padded with generated
 * real-looking ones (a fixed internal seed) to about 300 ids, each with a score computed
 * from its CVSS vector and a severity that agrees with it.
 *
 * A service's candidates are the CVEs of its product and of the OS it reveals (as ODIN
 * matches CVEs on CPEs: an Ubuntu nginx also gets Linux kernel CVEs); its CVEs are drawn
 * from them with Zipf weights, so the famous ones dominate.
 */

import type { CveExploit, ServiceCve } from '../model/records/host.js';
import { cvssBaseScore, severityOf } from './cvss.js';
import {
  ADVISORIES,
  type CvePoolKey,
  type CveRow,
  type ExploitRow,
  KNOWN_CVES,
  WEAKNESSES,
} from './data/cves.js';
import { PRODUCTS, type ProductKey, type ProductRow, type VariantRow } from './data/products.js';
import { type Picker, Random, WeightedTable, zipfPicker } from './random.js';

/** Generated CVEs per product on top of the known ones, so that every pool has a few. */
const MIN_POOL_SIZE = 4;
/** Share of generated CVEs with a public exploit (known CVEs carry their real ones). */
const GENERATED_EXPLOIT_SHARE = 0.05;
/** How many CVEs a vulnerable service has: 1 to 6, mostly few. */
const CVE_COUNT = new WeightedTable([40, 24, 14, 10, 7, 5]);
const CVE_TABLE_SEED = 0xc0ffee;

interface CveTemplate {
  readonly id: string;
  readonly severity: string;
  readonly score: number;
  readonly summary: string;
  readonly vectorString: string;
  readonly weakness: string;
  readonly references: readonly string[];
  readonly exploits: readonly CveExploit[];
}

function exploitOf(row: ExploitRow): CveExploit {
  return {
    id: row.id,
    description: row.description,
    file: `exploits/${row.platform}/${row.type}/${row.id}.${row.extension}`,
    platform: row.platform,
    type: row.type,
    url: `https://www.exploit-db.com/exploits/${row.id}`,
  };
}

function templateOf(row: CveRow, pool: CvePoolKey): CveTemplate {
  const score = cvssBaseScore(row.vector);
  const references = [`https://nvd.nist.gov/vuln/detail/${row.id}`];
  const advisory = ADVISORIES[pool];
  if (advisory) references.push(advisory);
  return {
    id: row.id,
    severity: severityOf(score),
    score,
    summary: row.summary,
    vectorString: `CVSS:3.1/${row.vector}`,
    weakness: row.weakness,
    references,
    exploits: row.exploits.map(exploitOf),
  };
}

function actorOf(vector: string): string {
  if (vector.startsWith('AV:L')) return 'local users';
  return vector.includes('PR:N') ? 'remote attackers' : 'remote authenticated users';
}

function platformOf(product: ProductRow): string {
  const os = product.variants[0]?.os;
  return os === 'windows' ? 'windows' : os === 'linux' ? 'linux' : 'multiple';
}

/** A real-looking CVE about a product, unique among `taken`. */
function generatedRow(random: Random, product: ProductRow, taken: Set<string>): CveRow {
  let id: string;
  do {
    id = `CVE-${random.int(2015, 2024)}-${random.int(1000, 49_999)}`;
  } while (taken.has(id));
  taken.add(id);
  const weakness = random.pick(WEAKNESSES);
  const versions = product.variants.map((v) => v.cpeVersion).filter((v) => v !== '');
  const before = versions.length > 0 ? ` before ${random.pick(versions)}` : '';
  const summary = `${weakness.flaw} in ${product.product}${before} allows ${actorOf(weakness.vector)} to ${weakness.impact}.`;
  const exploits: ExploitRow[] = [];
  if (random.chance(GENERATED_EXPLOIT_SHARE)) {
    const count = random.chance(0.8) ? 1 : 2;
    for (let i = 0; i < count; i++) {
      exploits.push({
        id: String(random.int(40_000, 52_999)),
        description: `${product.product}${before ? ` < ${before.slice(8)}` : ''} - ${weakness.exploitTitle}`,
        platform: platformOf(product),
        type: weakness.vector.startsWith('AV:L')
          ? 'local'
          : random.pick(['remote', 'webapps', 'dos']),
        extension: random.pick(['py', 'py', 'rb', 'txt', 'c']),
      });
    }
  }
  return { id, vector: weakness.vector, weakness: weakness.cwe, summary, exploits };
}

function buildPools(): Map<CvePoolKey, CveTemplate[]> {
  const taken = new Set<string>();
  for (const rows of Object.values(KNOWN_CVES)) for (const row of rows ?? []) taken.add(row.id);
  const random = new Random(CVE_TABLE_SEED);
  const pools = new Map<CvePoolKey, CveTemplate[]>();
  const products = Object.entries(PRODUCTS) as [ProductKey, ProductRow][];
  for (const [key, product] of products) {
    // Products without a CPE cannot be matched to CVEs.
    if (!product.cpe) continue;
    const rows = [...(KNOWN_CVES[key] ?? [])];
    while (rows.length < MIN_POOL_SIZE) rows.push(generatedRow(random, product, taken));
    pools.set(
      key,
      rows.map((row) => templateOf(row, key)),
    );
  }
  for (const os of ['linux', 'routeros'] as const) {
    pools.set(
      os,
      (KNOWN_CVES[os] ?? []).map((row) => templateOf(row, os)),
    );
  }
  return pools;
}

const POOLS = buildPools();
/** Candidates by product build (a build belongs to one product and reveals one OS). */
const candidatePickers = new Map<VariantRow, Picker<CveTemplate> | undefined>();

/** Every CVE the generator can assign (each id once), for tests and documentation. */
export function allCves(): CveTemplate[] {
  const byId = new Map<string, CveTemplate>();
  for (const pool of POOLS.values()) for (const cve of pool) byId.set(cve.id, cve);
  return [...byId.values()];
}

function candidatesFor(product: ProductKey, variant: VariantRow): Picker<CveTemplate> | undefined {
  if (!candidatePickers.has(variant)) {
    const os = variant.os;
    const candidates = [...(POOLS.get(product) ?? []), ...((os && POOLS.get(os)) || [])];
    const unique = [...new Map(candidates.map((cve) => [cve.id, cve])).values()];
    candidatePickers.set(variant, unique.length > 0 ? zipfPicker(unique, 1) : undefined);
  }
  return candidatePickers.get(variant);
}

/** True when a product build (with the OS it reveals) has CVEs to report at all. */
export function hasKnownCves(product: ProductKey, variant: VariantRow): boolean {
  return candidatesFor(product, variant) !== undefined;
}

/** 1 to 6 distinct CVEs for a service of the product, as its `cve` member. */
export function cvesFor(
  random: Random,
  product: ProductKey,
  variant: VariantRow,
  portAndProtocol: string,
): ServiceCve[] {
  const picker = candidatesFor(product, variant);
  if (!picker) return [];
  const wanted = Math.min(CVE_COUNT.sample(random) + 1, picker.items.length);
  const chosen = new Set<CveTemplate>();
  for (let attempt = 0; chosen.size < wanted && attempt < wanted * 4; attempt++) {
    chosen.add(picker.pick(random));
  }
  const out: ServiceCve[] = [];
  for (const cve of chosen) {
    out.push({
      id: cve.id,
      severity: cve.severity,
      score: cve.score,
      summary: cve.summary,
      vector_string: cve.vectorString,
      weakness: cve.weakness,
      references: [...cve.references],
      services: [portAndProtocol],
      exploit: cve.exploits.map((exploit) => ({ ...exploit })),
    });
  }
  return out;
}

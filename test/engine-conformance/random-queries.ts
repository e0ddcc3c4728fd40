/**
 * Random query texts for differential testing, built from values that occur in the dataset
 * so that queries select something: terms, ranges, patterns, phrases, nested groups, and
 * boolean combinations of them.
 */
import type { JsonObject } from '../../src/model/json.js';
import { valuesAt } from '../../src/model/paths.js';

/** A small seeded generator (mulberry32), so a failing run can be repeated from its seed. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** Values seen in the data, per field, to draw query values from. */
export class ValuePool {
  private readonly values = new Map<string, unknown[]>();

  constructor(records: readonly JsonObject[], fields: readonly string[]) {
    for (const field of fields) {
      const seen = new Set<unknown>();
      for (const record of records.slice(0, 3000))
        for (const value of valuesAt(record, field)) seen.add(value);
      this.values.set(field, [...seen]);
    }
  }

  draw(rng: Rng, field: string): string {
    const values = this.values.get(field) ?? [];
    return values.length === 0 ? 'none' : String(rng.pick(values));
  }
}

export const POOL_FIELDS = [
  'services.port',
  'services.product',
  'services.name',
  'location.country_code',
  'location.city',
  'asn.number',
  'ip',
  'last_updated_at',
  'services.modules.http.title',
  'services.modules.http.status_code',
  'services.cve.id',
  'services.cve.score',
  'services.softwares.vendor',
  'services.modules.tls.certificate.subject.common_name',
  'tags.name',
];

const quote = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

export function randomQuery(rng: Rng, pool: ValuePool, depth = 0): string {
  if (depth < 3 && rng.chance(0.45 - depth * 0.12)) {
    const left = randomQuery(rng, pool, depth + 1);
    const right = randomQuery(rng, pool, depth + 1);
    switch (rng.int(0, 4)) {
      case 0:
        return `(${left}) AND (${right})`;
      case 1:
        return `(${left}) OR (${right})`;
      case 2:
        return `(${left}) AND NOT (${right})`;
      case 3:
        return `NOT (${left})`;
      default:
        return `${left} ${right}`;
    }
  }
  return randomLeaf(rng, pool);
}

function randomLeaf(rng: Rng, pool: ValuePool): string {
  const port = () => pool.draw(rng, 'services.port');
  const product = () => pool.draw(rng, 'services.product');
  switch (rng.int(0, 25)) {
    case 0:
      return `services.port:${port()}`;
    case 1: {
      const [a, b] = [Number(port()), Number(port())].sort((x, y) => x - y);
      return `services.port:${rng.pick(['[', '{'])}${a} TO ${b}${rng.pick([']', '}'])}`;
    }
    case 2:
      return `services.port:${rng.pick(['>', '>=', '<', '<='])}${port()}`;
    case 3:
      return `services.product:${quote(product())}`;
    case 4: {
      const p = product()
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '');
      return `services.product:${p.slice(0, rng.int(1, Math.max(1, p.length)))}*`;
    }
    case 5: {
      const p = product()
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '');
      return `services.product:*${p.slice(rng.int(0, Math.max(0, p.length - 2)))}`;
    }
    case 6: {
      const p = product()
        .toLowerCase()
        .replace(/[^a-z]/g, '');
      return `services.product:/${p.slice(0, 3)}.*/`;
    }
    case 7: {
      const p = product()
        .toLowerCase()
        .replace(/[^a-z]/g, '');
      const typo = p.length > 3 ? p.slice(0, 1) + p.slice(2) : p;
      return `services.product:${typo || 'nginx'}~${rng.int(1, 2)}`;
    }
    case 8:
      return `location.country_code:${rng.chance(0.5) ? pool.draw(rng, 'location.country_code').toLowerCase() : pool.draw(rng, 'location.country_code')}`;
    case 9:
      return `asn.number:${pool.draw(rng, 'asn.number')}`;
    case 10: {
      const ip = pool.draw(rng, 'ip');
      return ip.includes(':')
        ? `ip:"${ip}"`
        : `ip:"${ip.split('.').slice(0, 2).join('.')}.0.0/${rng.pick([8, 16, 24])}"`;
    }
    case 11: {
      const [a, b] = [pool.draw(rng, 'last_updated_at'), pool.draw(rng, 'last_updated_at')].sort();
      return `last_updated_at:[${a} TO ${b}]`;
    }
    case 12:
      return `last_updated_at:>now-${rng.int(1, 60)}d/d`;
    case 13:
      return `services.modules.http.title:${quote(pool.draw(rng, 'services.modules.http.title'))}`;
    case 14: {
      const words = pool
        .draw(rng, 'services.modules.http.title')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean);
      return `services.modules.http.title:${words.length > 0 ? rng.pick(words) : 'found'}`;
    }
    case 15: {
      const words = pool
        .draw(rng, 'services.modules.http.title')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean);
      return words.length > 2
        ? `services.modules.http.title:"${words[0]} ${words[2]}"~${rng.int(0, 2)}`
        : 'services.modules.http.title:*';
    }
    case 16:
      return `services.cve.id:${quote(pool.draw(rng, 'services.cve.id'))}`;
    case 17:
      return `services.cve.score:>=${pool.draw(rng, 'services.cve.score')}`;
    case 18:
      return rng.pick([
        'is_vuln:true',
        'is_vuln:false',
        '_exists_:services.modules.tls',
        '_exists_:hostnames',
        '_exists_:services.cve',
      ]);
    case 19:
      return `services:(port:${port()} AND product:${quote(product())})`;
    case 20:
      return `services:(port:${port()} AND NOT product:${quote(product())})`;
    case 21:
      return `tags:(name:${pool.draw(rng, 'tags.name')} AND value:${rng.pick(['true', 'false'])})`;
    case 22:
      return `services.softwares.vendor:${pool.draw(rng, 'services.softwares.vendor')}`;
    case 23:
      return `services.modules.tls.certificate.subject.common_name:*${pool
        .draw(rng, 'services.modules.tls.certificate.subject.common_name')
        .slice(-6)
        .replace(/[^a-z0-9.]/gi, '')}`;
    case 24:
      return quote(product());
    default:
      return `services.modules.http.status_code:${pool.draw(rng, 'services.modules.http.status_code')}`;
  }
}

/** Fields the differential test summarizes. */
export const TERMS_FIELDS = [
  'services.port',
  'services.product',
  'location.country_code',
  'asn.number',
  'services.cve.id',
  'is_vuln',
  'services.modules.http.title',
  'services.modules.http.status_code',
  'tags.name',
  'ip',
  'last_updated_at',
  'services.cve.score',
];

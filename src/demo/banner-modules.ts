/**
 * Modules holding a greeting banner: `modules.ftp` and `modules.smtp` (`{banner}`, CRLF
 * line ends as received), and the modules the schema does not declare (`redis`,
 * `elasticsearch`, `mongodb`, `mysql`, `memcached`), whose leaves the engine must discover
 * at ingest, including arrays of objects (new nested paths) and numbers.
 */

import type { JsonObject } from '../model/json.js';
import { DOMAIN_WORDS } from './data/names.js';
import type { VariantRow } from './data/products.js';
import type { ExtraModuleKind } from './data/services.js';
import { randomHex } from './digests.js';
import type { Random } from './random.js';
import { httpDate } from './time.js';

const UNIDENTIFIED_FTP = [
  '220 FTP server ready.\r\n',
  '220 Welcome to FTP service.\r\n',
  '220 (none)\r\n',
];
const UNIDENTIFIED_SMTP = '220 {host} ESMTP\r\n';

export function ftpModule(random: Random, variant: VariantRow | undefined): JsonObject {
  return { banner: variant?.banner || random.pick(UNIDENTIFIED_FTP) };
}

/** SMTP greetings name the server and often the time: `{host}` and `{date}` are filled. */
export function smtpModule(
  variant: VariantRow | undefined,
  serverName: string,
  observedMs: number,
): JsonObject {
  const template = variant?.banner || UNIDENTIFIED_SMTP;
  const date = `${httpDate(observedMs).slice(0, -4)} +0000`;
  return { banner: template.replace('{host}', serverName).replace('{date}', date) };
}

function redisModule(random: Random, version: string): JsonObject {
  const open = random.chance(0.6);
  return {
    authentication_required: !open,
    mode: random.chance(0.9) ? 'standalone' : 'cluster',
    role: random.chance(0.92) ? 'master' : 'slave',
    version: version || '6.0.16',
    ...(open
      ? {
          connected_clients: random.int(1, 40),
          os: random.pick([
            'Linux 5.15.0-91-generic x86_64',
            'Linux 4.18.0-513.el8.x86_64 x86_64',
            'Linux 6.1.0-18-amd64 x86_64',
          ]),
          used_memory_human: `${(random.float() * 900 + 0.8).toFixed(2)}M`,
        }
      : {}),
  };
}

function elasticsearchModule(random: Random, version: string): JsonObject {
  const indexCount = random.int(0, 4);
  const indices = Array.from({ length: indexCount }, () => ({
    docs_count: random.int(0, 5_000_000),
    health: random.pick(['green', 'yellow', 'yellow', 'red']),
    name: `${random.pick(DOMAIN_WORDS)}-${random.pick(['logs', 'users', 'orders', 'events', 'index'])}`,
    size_bytes: random.int(1_000, 8_000_000_000),
  }));
  return {
    cluster_name: random.chance(0.6) ? 'elasticsearch' : `${random.pick(DOMAIN_WORDS)}-cluster`,
    indices,
    name: `node-${random.int(1, 9)}`,
    tagline: 'You Know, for Search',
    version: { build_flavor: 'default', number: version || '7.17.9' },
  };
}

function mongodbModule(random: Random, version: string): JsonObject {
  const databases = [
    'admin',
    'config',
    'local',
    ...(random.chance(0.5) ? [random.pick(DOMAIN_WORDS)] : []),
  ];
  return {
    databases: databases.map((name) => ({
      empty: false,
      name,
      size_on_disk: random.int(8_192, 900_000_000),
    })),
    git_version: randomHex(random, 20),
    version: version || '4.4.29',
  };
}

function mysqlModule(random: Random, version: string): JsonObject {
  const modern = version.startsWith('8');
  return {
    auth_plugin_name: modern ? 'caching_sha2_password' : 'mysql_native_password',
    capability_flags: modern ? 3_758_096_383 : random.pick([4_160_749_567, 2_181_036_031]),
    protocol_version: 10,
    version: version || '5.7.44',
  };
}

function memcachedModule(random: Random, version: string): JsonObject {
  return {
    stats: {
      curr_connections: random.int(2, 600),
      pid: random.int(300, 40_000),
      uptime: random.int(60, 40_000_000),
    },
    version: version || '1.6.21',
  };
}

export function extraModule(random: Random, kind: ExtraModuleKind, version: string): JsonObject {
  switch (kind) {
    case 'redis':
      return redisModule(random, version);
    case 'elasticsearch':
      return elasticsearchModule(random, version);
    case 'mongodb':
      return mongodbModule(random, version);
    case 'mysql':
      return mysqlModule(random, version);
    case 'memcached':
      return memcachedModule(random, version);
  }
}

/**
 * The services of a host: which ports are open and what answers on each.
 *
 * Distributions: 1 to 8 services per host, mostly 1 to 3 (SERVICE_COUNT); ports Zipf over
 * data/ports.ts, or a random high port (RANDOM_HIGH_PORT_SHARE); the product Zipf over
 * the port's profile, and its build Zipf over the product's variants. Modules follow the
 * profile (http, ssh, ftp, smtp), TLS the tunnel, CVEs the product's CPE.
 */

import type { JsonObject } from '../model/json.js';
import type { HostService, ServiceMeta } from '../model/records/host.js';
import { extraModule, ftpModule, smtpModule } from './banner-modules.js';
import { PORTS, type PortRow, RANDOM_HIGH_PORT_SHARE } from './data/ports.js';
import { PRODUCTS, type ProductKey, type ProductRow, type VariantRow } from './data/products.js';
import { type ProfileKey, SERVICE_PROFILES, type ServiceProfile } from './data/services.js';
import type { DnsName } from './host-names.js';
import { httpModule } from './http-module.js';
import { Picker, type Random, WeightedTable, zipfPicker } from './random.js';
import { softwaresFor } from './software.js';
import { sshModule } from './ssh-module.js';
import { DAY_MS, instantMs } from './time.js';
import { tlsModule } from './tls-module.js';
import { cvesFor, hasKnownCves } from './vulnerabilities.js';

/** Services per host: index + 1 services with these weights (mean about 2.4). */
const SERVICE_COUNT = new WeightedTable([38, 25, 14, 8, 6, 4, 3, 2]);
/** Chance a service whose protocol has a module actually recorded it. */
const MODULE_SHARE = 0.88;
/** Chance an SSL-tunnelled service recorded its certificate. */
const TLS_MODULE_SHARE = 0.95;
/** Chance a database service also ran an extra (undeclared) module. */
const EXTRA_MODULE_SHARE = 0.35;
/** Chance a product with CVEs has some reported, by whether its version is known. */
const VULNERABLE_SHARE_VERSIONED = 0.14;
const VULNERABLE_SHARE_UNVERSIONED = 0.03;
/** Share of services whose `_meta` is filled in (upstream mostly sends it empty). */
const META_SHARE = 0.35;
/** Services of one host are seen within this long before the host's last sighting. */
const SERVICE_SPREAD_MS = 3 * DAY_MS;

const portPicker = new Picker(
  PORTS,
  PORTS.map((row, rank) => (row.weightFactor ?? 1) / (rank + 1)),
);
const randomHighPortRows: readonly PortRow[] = [
  { port: 0, profile: 'httpAlt', ssl: 0.5, udp: 0 },
  { port: 0, profile: 'unknown', ssl: 0, udp: 0 },
];

const productPickers = new Map<ProfileKey, Picker<ProductKey | ''>>(
  (Object.entries(SERVICE_PROFILES) as [ProfileKey, ServiceProfile][]).map(([key, profile]) => [
    key,
    zipfPicker(profile.products, profile.skew ?? 1.1),
  ]),
);
const variantPickers = new Map<ProductKey, Picker<VariantRow>>(
  (Object.entries(PRODUCTS) as [ProductKey, ProductRow][]).map(([key, product]) => [
    key,
    zipfPicker(product.variants, 1),
  ]),
);

/** What the service builders need to know about the host. */
export interface ServiceHostFacts {
  readonly ip: string;
  readonly urlHost: string;
  /** When the host was last seen: the newest service time. */
  readonly seenMs: number;
  /** A name of the host under a registered domain, for certificates. */
  readonly name: DnsName | undefined;
  /** How the host names itself in greetings (mail banners). */
  readonly serverName: string;
}

interface PortChoice {
  readonly row: PortRow;
  readonly port: number;
  readonly udp: boolean;
}

function choosePorts(random: Random): PortChoice[] {
  const wanted = SERVICE_COUNT.sample(random) + 1;
  const chosen: PortChoice[] = [];
  for (let attempt = 0; chosen.length < wanted && attempt < wanted * 4; attempt++) {
    const highPort = random.chance(RANDOM_HIGH_PORT_SHARE);
    const row = highPort ? random.pick(randomHighPortRows) : portPicker.pick(random);
    const port = highPort ? random.int(1024, 65_535) : row.port;
    const udp = row.udp > 0 && random.chance(row.udp);
    if (!chosen.some((c) => c.port === port && c.udp === udp)) chosen.push({ row, port, udp });
  }
  return chosen;
}

function metaOf(random: Random, profile: ServiceProfile): ServiceMeta {
  if (!random.chance(META_SHARE) || profile.meta.name === '') {
    return { name: '', desc: '', category: '' };
  }
  const { name, desc, category } = profile.meta;
  return { name, desc, category, tags: [category] };
}

function urlOf(host: ServiceHostFacts, port: number, tls: boolean): string {
  const defaultPort = tls ? port === 443 : port === 80;
  return `${tls ? 'https' : 'http'}://${host.urlHost}${defaultPort ? '' : `:${port}`}/`;
}

function buildService(
  random: Random,
  host: ServiceHostFacts,
  choice: PortChoice,
  observedMs: number,
): HostService {
  const { row, port, udp } = choice;
  const profile: ServiceProfile = SERVICE_PROFILES[row.profile];
  const protocol = udp ? 'udp' : 'tcp';
  const ssl = !udp && row.ssl > 0 && random.chance(row.ssl);
  const productKey = productPickers.get(row.profile)!.pick(random);
  const product: ProductRow | undefined = productKey === '' ? undefined : PRODUCTS[productKey];
  const variant = productKey === '' ? undefined : variantPickers.get(productKey)!.pick(random);
  const service: HostService = {
    port,
    protocol,
    name: row.name ?? profile.name,
    version: variant?.version ?? '',
    product: product?.product ?? '',
    extra_info: variant?.extraInfo ?? '',
    tunnel: ssl ? 'ssl' : '',
  };

  const modules: Record<string, JsonObject> = {};
  const recorded = random.chance(MODULE_SHARE);
  if (profile.module === 'http') {
    const url = urlOf(host, port, ssl);
    service.url = url;
    if (recorded) {
      const facts = { productKey, product, variant, observedMs, tls: ssl, url };
      modules.http = httpModule(random, facts);
    }
  } else if (recorded && profile.module === 'ssh') {
    modules.ssh = sshModule(random, variant);
  } else if (recorded && profile.module === 'ftp') {
    modules.ftp = ftpModule(random, variant);
  } else if (recorded && profile.module === 'smtp') {
    modules.smtp = smtpModule(variant, host.serverName, observedMs);
  }
  const tls = ssl ? random.chance(TLS_MODULE_SHARE) : !udp && random.chance(profile.startTls ?? 0);
  if (tls) modules.tls = tlsModule(random, { ip: host.ip, name: host.name, observedMs });
  if (profile.extraModule && random.chance(EXTRA_MODULE_SHARE)) {
    modules[profile.extraModule] = extraModule(random, profile.extraModule, variant?.version ?? '');
  }

  if (product && variant) {
    const softwares = softwaresFor(product, variant);
    if (softwares.length > 0) service.softwares = softwares;
  }
  if (Object.keys(modules).length > 0) service.modules = modules;
  if (productKey !== '' && variant && hasKnownCves(productKey, variant)) {
    const share = variant.version ? VULNERABLE_SHARE_VERSIONED : VULNERABLE_SHARE_UNVERSIONED;
    if (random.chance(share)) {
      service.cve = cvesFor(random, productKey, variant, `${port}/${protocol}`);
    }
  }
  service._meta = metaOf(random, profile);
  service.last_updated_at = instantMs(observedMs);
  return service;
}

/** The services of a host, the first seen last (at `seenMs`), the others shortly before. */
export function servicesFor(random: Random, host: ServiceHostFacts): HostService[] {
  return choosePorts(random).map((choice, i) => {
    const observedMs = i === 0 ? host.seenMs : host.seenMs - random.int(0, SERVICE_SPREAD_MS);
    return buildService(random, host, choice, observedMs);
  });
}

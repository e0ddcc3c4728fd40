/**
 * `modules.http` of an HTTP service: the page it answered with, the response headers (as
 * the module records them: snake_case names, string arrays) and the body's hashes.
 *
 * Default pages are the same everywhere, so their body hashes are stable (derived from the
 * page) and aggregate like real data, where thousands of hosts share the nginx welcome
 * page's hash; application pages get per-host hashes.
 */

import type { JsonObject } from '../model/json.js';
import {
  GENERIC_PAGES,
  type PageRow,
  PRODUCT_PAGE_SHARE,
  PRODUCT_PAGES,
  REASONS,
} from './data/http.js';
import type { ProductKey, ProductRow, VariantRow } from './data/products.js';
import { randomHex, stableHex, stableMurmur } from './digests.js';
import { type Picker, type Random, zipfPicker } from './random.js';
import { httpDate, SECOND_MS } from './time.js';

/** Share of services that answered a redirect before the recorded page. */
const REDIRECT_SHARE = 0.05;

const genericPages = zipfPicker(GENERIC_PAGES, 1);
const productPages = new Map<string, Picker<PageRow>>(
  Object.entries(PRODUCT_PAGES).map(([key, pages]) => [key, zipfPicker(pages ?? [], 1)]),
);

interface BodyDigest {
  readonly sha256: string;
  readonly murmur: number;
}
const stableBodies = new Map<string, BodyDigest>();

function stableBody(product: string, page: PageRow): BodyDigest {
  const key = `${product}|${page.status}|${page.title}|${page.length}`;
  let digest = stableBodies.get(key);
  if (!digest) {
    digest = { sha256: stableHex(key, 32), murmur: stableMurmur(key) };
    stableBodies.set(key, digest);
  }
  return digest;
}

export interface HttpServiceFacts {
  readonly productKey: ProductKey | '';
  readonly product: ProductRow | undefined;
  readonly variant: VariantRow | undefined;
  /** When the response was recorded. */
  readonly observedMs: number;
  readonly tls: boolean;
  /** The URL the service was reached at (redirects point to its https form). */
  readonly url: string;
}

function choosePage(random: Random, productKey: ProductKey | ''): PageRow {
  const own = productKey === '' ? undefined : productPages.get(productKey);
  return own && random.chance(PRODUCT_PAGE_SHARE) ? own.pick(random) : genericPages.pick(random);
}

function headersFor(
  random: Random,
  facts: HttpServiceFacts,
  page: PageRow,
  length: number,
  chunked: boolean,
  digest: BodyDigest,
): JsonObject {
  // Members in alphabetical order, as the module writes them.
  const headers: JsonObject = {};
  if (!page.static && random.chance(0.3)) {
    headers.cache_control = [
      random.chance(0.5) ? 'no-cache' : 'max-age=0, private, must-revalidate',
    ];
  }
  headers.connection = [random.chance(0.8) ? 'keep-alive' : 'close'];
  if (!chunked) headers.content_length = [String(length)];
  headers.content_type = [page.contentType];
  headers.date = [httpDate(facts.observedMs - 60 * SECOND_MS)];
  if (page.static && random.chance(0.4)) {
    headers.etag = [`"${digest.sha256.slice(0, 8)}-${length.toString(16)}"`];
    headers.last_modified = [httpDate(facts.observedMs - random.int(30, 900) * 86_400_000)];
  }
  const server = facts.variant?.banner;
  if (server) headers.server = [server];
  if (!page.static && random.chance(0.2)) {
    headers.set_cookie = [`PHPSESSID=${randomHex(random, 13)}; path=/; HttpOnly`];
  }
  if (facts.tls && random.chance(0.25)) headers.strict_transport_security = ['max-age=31536000'];
  if (random.chance(0.3)) headers.vary = ['Accept-Encoding'];
  if (random.chance(0.15)) headers.x_frame_options = ['SAMEORIGIN'];
  const poweredBy = page.poweredBy ?? (facts.productKey === 'express' ? 'Express' : undefined);
  if (poweredBy) headers.x_powered_by = [poweredBy];
  return headers;
}

function redirectTo(random: Random, url: string): JsonObject {
  const location = url.startsWith('http://') ? `https://${url.slice(7)}` : `${url}login`;
  const status = random.chance(0.7) ? 301 : 302;
  const body = `${status}|${location}`;
  return {
    body_murmur: stableMurmur(body),
    body_sha256: stableHex(body, 32),
    content_length: 162,
    location,
    status_code: status,
    status_line: `${status} ${REASONS[status]}`,
  };
}

export function httpModule(random: Random, facts: HttpServiceFacts): JsonObject {
  const page = choosePage(random, facts.productKey);
  const chunked = !page.static && random.chance(0.5);
  const length = page.static ? page.length : page.length + random.int(0, page.length >>> 3);
  const digest = page.static
    ? stableBody(facts.productKey, page)
    : { sha256: randomHex(random, 32), murmur: random.next() | 0 };
  const components = [
    ...(facts.product?.component ? [facts.product.component] : []),
    ...(page.components ?? []),
  ];
  const module: JsonObject = {
    body_murmur: digest.murmur,
    body_sha256: digest.sha256,
  };
  if (components.length > 0) module.component = components;
  module.content_length = chunked ? -1 : length;
  module.headers = headersFor(random, facts, page, length, chunked, digest);
  module.protocol = 'HTTP/1.1';
  if (random.chance(REDIRECT_SHARE)) module.redirects = [redirectTo(random, facts.url)];
  module.status_code = page.status;
  if (page.title !== '') module.title = page.title;
  if (chunked) module.transfer_encoding = ['chunked'];
  return module;
}

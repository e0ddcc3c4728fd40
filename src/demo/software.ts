/**
 * The `softwares` of a service: the CPEs its product and OS match, split into parts the
 * way ODIN sends them. Real data writes the URI plainly (`cpe:/a:openbsd:openssh:8.4p1`)
 * but the version with CPE 2.3 escaping (`8\.4p1`), and `ANY` for unknown parts; both
 * are reproduced. Templates are built once per product variant; each service gets copies.
 */

import type { ServiceSoftware } from '../model/records/host.js';
import type { OsKey, ProductRow, VariantRow } from './data/products.js';

const ANY = 'ANY';

const OS_CPES: Readonly<Record<OsKey, readonly [string, string]>> = {
  linux: ['linux', 'linux_kernel'],
  windows: ['microsoft', 'windows'],
  freebsd: ['freebsd', 'freebsd'],
  routeros: ['mikrotik', 'routeros'],
  ios: ['cisco', 'ios'],
};

function cpe(part: 'a' | 'o', vendor: string, product: string, version: string): ServiceSoftware {
  return {
    uri: `cpe:/${part}:${vendor}:${product}${version ? `:${version}` : ''}`,
    part,
    vendor,
    product,
    version: version ? version.replaceAll('.', '\\.') : ANY,
    language: ANY,
    edition: ANY,
    update: ANY,
  };
}

const templates = new WeakMap<VariantRow, readonly ServiceSoftware[]>();

function templatesFor(product: ProductRow, variant: VariantRow): readonly ServiceSoftware[] {
  let list = templates.get(variant);
  if (!list) {
    const built: ServiceSoftware[] = [];
    if (product.cpe) built.push(cpe('a', product.cpe[0], product.cpe[1], variant.cpeVersion));
    const os = variant.os && OS_CPES[variant.os];
    // An OS that is also the product (RouterOS) is listed once.
    if (os && !(product.cpe && os[0] === product.cpe[0] && os[1] === product.cpe[1])) {
      built.push(cpe('o', os[0], os[1], ''));
    }
    list = built;
    templates.set(variant, list);
  }
  return list;
}

/** Fresh CPE objects for a service running this product build ([] when none match). */
export function softwaresFor(product: ProductRow, variant: VariantRow): ServiceSoftware[] {
  return templatesFor(product, variant).map((software) => ({ ...software }));
}

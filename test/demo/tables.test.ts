/** The generator's data tables: complete, consistent, and of the sizes documented. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COUNTRIES } from '../../src/demo/data/countries.js';
import { GENERIC_PAGES } from '../../src/demo/data/http.js';
import { PORTS } from '../../src/demo/data/ports.js';
import { PRODUCTS } from '../../src/demo/data/products.js';
import { SERVICE_PROFILES } from '../../src/demo/data/services.js';
import { DEFAULT_SSH_FLAVOR, SSH_FLAVORS } from '../../src/demo/data/ssh.js';
import { extendedKeyUsages, PUBLIC_ISSUERS } from '../../src/demo/data/tls.js';
import { allNetworks } from '../../src/demo/networks.js';
import { allCves } from '../../src/demo/vulnerabilities.js';

describe('demo data tables', () => {
  it('list about 150 distinct ports, each answered by a known profile', () => {
    assert.ok(PORTS.length >= 140, `${PORTS.length} ports`);
    assert.equal(new Set(PORTS.map((row) => row.port)).size, PORTS.length);
    assert.deepEqual(
      PORTS.slice(0, 3).map((row) => row.port),
      [80, 443, 22],
    );
    for (const row of PORTS) {
      assert.ok(SERVICE_PROFILES[row.profile], `${row.port}: no profile ${row.profile}`);
      assert.ok(row.ssl >= 0 && row.ssl <= 1 && row.udp >= 0 && row.udp <= 1);
    }
  });

  it('name only products that exist, with builds', () => {
    for (const [key, profile] of Object.entries(SERVICE_PROFILES)) {
      assert.ok(profile.products.length > 0, key);
      for (const product of profile.products) {
        assert.ok(product === '' || PRODUCTS[product], `${key}: unknown product ${product}`);
      }
    }
    for (const [key, product] of Object.entries(PRODUCTS)) {
      assert.ok(product.variants.length > 0, key);
      for (const variant of product.variants) {
        assert.ok(!variant.flavor || SSH_FLAVORS[variant.flavor], `${key}: ${variant.flavor}`);
      }
    }
    assert.ok(SSH_FLAVORS[DEFAULT_SSH_FLAVOR]);
  });

  it('have about 60 countries with 3 to 10 cities and sound coordinates', () => {
    assert.ok(COUNTRIES.length >= 60, `${COUNTRIES.length} countries`);
    assert.equal(new Set(COUNTRIES.map((country) => country.code)).size, COUNTRIES.length);
    for (const country of COUNTRIES) {
      assert.match(country.code, /^[A-Z]{2}$/);
      assert.ok(country.cities.length >= 3 && country.cities.length <= 10, country.code);
      for (const { latitude, longitude } of [country, ...country.cities]) {
        assert.ok(Math.abs(Number(latitude)) <= 90 && Math.abs(Number(longitude)) <= 180);
        assert.equal(String(Number(latitude)), latitude, `${country.code} ${latitude}`);
      }
    }
  });

  it('have about 200 networks with unique AS numbers', () => {
    const networks = allNetworks();
    assert.ok(networks.length >= 180 && networks.length <= 280, `${networks.length} networks`);
    assert.equal(new Set(networks.map((asn) => asn.number)).size, networks.length);
    for (const asn of networks) assert.match(asn.number, /^AS\d+$/);
  });

  it('have about 300 CVEs, about a tenth with public exploits', () => {
    const cves = allCves();
    assert.ok(cves.length >= 250 && cves.length <= 350, `${cves.length} CVEs`);
    const withExploits = cves.filter((cve) => cve.exploits.length > 0).length / cves.length;
    assert.ok(withExploits > 0.07 && withExploits < 0.2, `${withExploits} with exploits`);
    for (const cve of cves) {
      assert.match(cve.weakness, /^CWE-\d+$/);
      for (const exploit of cve.exploits) {
        assert.equal(exploit.url, `https://www.exploit-db.com/exploits/${exploit.id}`);
      }
    }
  });

  it('have the certificate and page material the modules draw from', () => {
    const usages = extendedKeyUsages(false);
    assert.equal(Object.keys(usages).length, 63);
    assert.equal(Object.values(usages).filter(Boolean).length, 1);
    assert.equal(extendedKeyUsages(true).client_auth, true);
    assert.ok(PUBLIC_ISSUERS.length >= 10);
    assert.ok(GENERIC_PAGES.length >= 60, `${GENERIC_PAGES.length} pages`);
  });
});

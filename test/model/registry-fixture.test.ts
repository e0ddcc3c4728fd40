/**
 * The host registry against real data: every leaf of the 10 hosts of ODIN's sample response
 * is a declared field whose type fits the values, or is discovered with the right type.
 */
import assert from 'node:assert/strict';
import { isIP } from 'node:net';
import { describe, it } from 'node:test';
import type { FieldDefinition } from '../../src/model/field.js';
import { registryFor } from '../../src/model/registry.js';
import { leafPaths, loadHostSample } from './host-sample.js';

const hosts = loadHostSample();
const { leaves, arraysOfObjects } = leafPaths(hosts);

/** Timestamps as they occur in real data: with or without an offset or fraction. */
const DATE_LIKE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;

function fits(field: FieldDefinition, value: unknown): boolean {
  switch (field.type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return Number.isSafeInteger(value);
    case 'float':
      return typeof value === 'number';
    case 'date':
      return typeof value === 'string' && DATE_LIKE.test(value);
    case 'ip':
      return typeof value === 'string' && isIP(value) !== 0;
    case 'keyword':
    case 'text':
      return typeof value === 'string';
  }
}

describe('host registry on the ODIN sample', () => {
  it('has 10 hosts with hundreds of leaf paths to check', () => {
    assert.equal(hosts.length, 10);
    assert.ok(leaves.size > 250, `only ${leaves.size} leaf paths`);
  });

  it('declares every leaf outside extended_key_usage, with a type that fits every value', () => {
    const registry = registryFor('hosts');
    for (const [path, values] of leaves) {
      if (path.includes('.extended_key_usage.')) continue;
      const field = registry.get(path);
      assert.ok(field, `${path} is not declared`);
      assert.equal(field.dynamic, undefined, `${path} should be declared, not discovered`);
      for (const value of values) {
        assert.ok(
          fits(field, value),
          `${path}: ${JSON.stringify(value)} does not fit ${field.type}`,
        );
      }
    }
  });

  it('discovers the extended_key_usage booleans, in the tls category', () => {
    const registry = registryFor('hosts');
    const before = registry.all().length;
    for (const host of hosts) registry.observe(host);
    const usages = [...leaves.keys()].filter((path) => path.includes('.extended_key_usage.'));
    assert.ok(usages.length >= 60, `only ${usages.length} extended key usages`);
    for (const path of usages) {
      const field = registry.get(path);
      assert.ok(field, `${path} not discovered`);
      assert.equal(field.type, 'boolean', path);
      assert.equal(field.dynamic, true);
      assert.equal(field.category, 'tls');
      assert.equal(field.displayCategory, 'TLS');
      assert.equal(field.tier, 'free');
      assert.equal(field.sortable, false);
      assert.equal(field.aggregatable, true);
    }
    const serverAuth = registry.get(
      'services.modules.tls.certificate.extensions.extended_key_usage.server_auth',
    );
    assert.equal(serverAuth?.type, 'boolean');
    assert.equal(registry.all().length, before + usages.length, 'nothing else is discovered');
  });

  it('knows every array of objects in the sample as a nested path', () => {
    const registry = registryFor('hosts');
    for (const host of hosts) registry.observe(host);
    const paths = [...arraysOfObjects].filter((path) => path !== ''); // '' is the hosts array
    assert.deepEqual(paths.sort(), [
      'services',
      'services.cve',
      'services.modules.http.headers.unknown',
      'services.modules.http.redirects',
      'services.modules.tls.certificate.extensions.certificate_policies',
      'services.modules.tls.certificate.signed_certificate_timestamps',
      'services.modules.tls.certificate.subject_alt_name.extended_dns_names',
      'services.softwares',
      'tags',
    ]);
    for (const path of paths) assert.ok(registry.isNestedPath(path), path);
    assert.deepEqual(registry.discovered().nestedPaths, [], 'all of them are declared');
  });

  it('declares the types the wire and the query language need', () => {
    const registry = registryFor('hosts');
    const expected: Record<string, string> = {
      ip: 'ip',
      scan_id: 'integer',
      is_vuln: 'boolean',
      last_updated_at: 'date',
      'asn.number': 'keyword',
      'location.network': 'keyword',
      'whois.network': 'keyword',
      'whois.raw': 'text',
      'location.coordinates.latitude': 'keyword',
      'tags.value': 'boolean',
      'services.port': 'integer',
      'services.cve.score': 'float',
      'services.cve.summary': 'text',
      'services.modules.http.title': 'text',
      'services.modules.http.status_code': 'integer',
      'services.modules.http.headers.server': 'keyword',
      'services.modules.ssh.banner': 'text',
      'services.modules.tls.certificate.validity.not_after': 'date',
      'services.modules.tls.certificate.subject.common_name': 'keyword',
      'services.modules.tls.certificate.fingerprint_sha256': 'keyword',
      'services.modules.tls.certificate.extensions.basic_constraints.is_ca': 'boolean',
      banner: 'keyword',
    };
    for (const [name, type] of Object.entries(expected)) {
      assert.equal(registry.get(name)?.type, type, name);
    }
  });
});

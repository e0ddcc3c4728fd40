/**
 * Generated hosts against the hosts schema: every leaf is a declared field whose type
 * accepts the value, or lies under the dynamic root `services.modules`; the registry
 * learns the undeclared modules from them.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateHosts } from '../../src/demo/hosts.js';
import type { FieldDefinition } from '../../src/model/field.js';
import { registryFor } from '../../src/model/registry.js';
import { parseInstant } from '../../src/model/values/instant.js';
import { canonicalIp } from '../../src/model/values/ip.js';
import { collectLeaves } from '../support/leaves.js';

const hosts = [...generateHosts({ seed: 2025, count: 2_000 })];

function fits(field: FieldDefinition, value: unknown): boolean {
  switch (field.type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return Number.isSafeInteger(value);
    case 'float':
      return typeof value === 'number' && Number.isFinite(value);
    case 'date':
      return typeof value === 'string' && parseInstant(value) !== undefined;
    case 'ip':
      return typeof value === 'string' && canonicalIp(value) === value;
    case 'keyword':
    case 'text':
      return typeof value === 'string';
  }
}

describe('generated hosts against the hosts schema', () => {
  it('are plain JSON: nothing undefined, nothing lost in a round trip', () => {
    for (const host of hosts) assert.deepEqual(JSON.parse(JSON.stringify(host)), host);
  });

  it('have only declared leaves of the right type, or leaves under services.modules', () => {
    const registry = registryFor('hosts');
    const undeclared = new Set<string>();
    for (const host of hosts) {
      const { leaves, arraysOfObjects } = collectLeaves(host);
      for (const [path, value] of leaves) {
        const field = registry.get(path);
        if (field) {
          assert.ok(fits(field, value), `${path}: ${JSON.stringify(value)} is not a ${field.type}`);
        } else {
          assert.ok(registry.dynamicRootOf(path), `${path} is neither declared nor dynamic`);
          undeclared.add(path);
        }
      }
      for (const path of arraysOfObjects) {
        assert.ok(
          registry.isNestedPath(path) || registry.dynamicRootOf(path),
          `${path} holds objects but is not a nested path`,
        );
      }
    }
    // Discovery must have work to do: the full extended key usage map and extra modules.
    assert.ok([...undeclared].some((path) => path.includes('.extended_key_usage.')));
    assert.ok([...undeclared].some((path) => path.startsWith('services.modules.redis.')));
  });

  it('uses every part of the schema that real data uses', () => {
    const registry = registryFor('hosts');
    const used = new Set<string>();
    for (const host of hosts) for (const [path] of collectLeaves(host).leaves) used.add(path);
    const expected = [
      'services.modules.http.title',
      'services.modules.http.headers.server',
      'services.modules.http.redirects.location',
      'services.modules.tls.certificate.subject.common_name',
      'services.modules.tls.certificate.validity.not_after',
      'services.modules.tls.certificate.signed_certificate_timestamps.timestamp',
      'services.modules.ssh.key.fingerprint_sha256',
      'services.modules.ftp.banner',
      'services.modules.smtp.banner',
      'services.softwares.uri',
      'services.cve.score',
      'services.cve.exploit.url',
      'hostnames.name',
      'domains.dns_servers',
      'tags.value',
      'whois.descr',
    ];
    for (const path of expected) {
      assert.ok(registry.get(path), `${path} is not declared any more`);
      assert.ok(used.has(path), `no generated host has ${path}`);
    }
  });

  it('can be observed by the registry, which discovers typed fields from them', () => {
    const registry = registryFor('hosts');
    for (const host of hosts) registry.observe(host);
    assert.equal(registry.droppedPaths, 0);
    const typeOf = (name: string) => registry.get(name)?.type;
    assert.equal(
      typeOf('services.modules.tls.certificate.extensions.extended_key_usage.server_auth'),
      'boolean',
    );
    assert.equal(typeOf('services.modules.redis.version'), 'keyword');
    assert.equal(typeOf('services.modules.redis.authentication_required'), 'boolean');
    assert.equal(typeOf('services.modules.mysql.protocol_version'), 'integer');
    assert.equal(typeOf('services.modules.elasticsearch.cluster_name'), 'keyword');
    const { nestedPaths } = registry.discovered();
    assert.ok(nestedPaths.includes('services.modules.elasticsearch.indices'), `${nestedPaths}`);
    assert.equal(typeOf('services.modules.elasticsearch.indices.docs_count'), 'integer');
    for (const field of registry.discovered().fields) {
      assert.ok(field.name.startsWith('services.modules.'), field.name);
    }
  });
});

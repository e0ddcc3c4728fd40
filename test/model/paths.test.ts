import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { elementsAt, valuesAt } from '../../src/model/paths.js';
import { loadHostSample } from './host-sample.js';

const hosts = loadHostSample();
const first = hosts[0]!; // 194.113.73.26, 21 services

describe('valuesAt', () => {
  it('lists every port of every service, in document order', () => {
    assert.deepEqual(
      valuesAt(first, 'services.port'),
      [
        5432, 7574, 8883, 8983, 9093, 9200, 5671, 5984, 8087, 443, 5000, 5060, 6000, 6443, 8086,
        8500, 9042, 9092, 6379, 11211, 10250,
      ],
    );
    assert.deepEqual(
      valuesAt(first, 'services.port'),
      first.services!.map((service) => service.port),
    );
  });

  it('reads scalars and objects at a path', () => {
    assert.deepEqual(valuesAt(first, 'ip'), ['194.113.73.26']);
    assert.deepEqual(valuesAt(first, 'asn.number'), ['AS25697']);
    assert.deepEqual(valuesAt(first, 'location.coordinates'), [first.location!.coordinates]);
    assert.deepEqual(valuesAt(first, ''), [first]);
  });

  it('flattens arrays at every level', () => {
    const versions = valuesAt(first, 'services.softwares.version');
    const expected = first.services!.flatMap((service) =>
      (service.softwares ?? []).map((software) => software.version),
    );
    assert.ok(expected.length > 0);
    assert.deepEqual(versions, expected);
    // arrays of scalars under arrays of objects
    const servers = valuesAt(hosts, 'services.modules.http.headers.server');
    assert.ok(servers.length > 0);
    assert.ok(servers.every((value) => typeof value === 'string'));
    assert.ok(servers.includes('nginx'));
    // the top-level banner array
    assert.deepEqual(valuesAt(first, 'banner'), ['http', 'tls']);
  });

  it('finds the nested SCT timestamps across all hosts', () => {
    const timestamps = valuesAt(
      hosts,
      'services.modules.tls.certificate.signed_certificate_timestamps.timestamp',
    );
    assert.ok(timestamps.length >= 2);
    assert.ok(timestamps.every((value) => typeof value === 'string'));
  });

  it('skips null, undefined and missing members', () => {
    const record = { a: [{ b: null }, { b: 1 }, {}, { b: [2, null, [3]] }], c: undefined };
    assert.deepEqual(valuesAt(record, 'a.b'), [1, 2, 3]);
    assert.deepEqual(valuesAt(record, 'c'), []);
    assert.deepEqual(valuesAt(record, 'nope.deeper'), []);
    assert.deepEqual(valuesAt(null, 'a'), []);
    assert.deepEqual(valuesAt('text', 'a'), []);
    assert.deepEqual(valuesAt({ a: 'text' }, 'a.length'), [], 'no properties of scalars');
  });

  it('finds keys that contain dots, like nested objects', () => {
    const record = { a: { 'b.c': 1, b: { c: 2 } }, 'a.b': { c: 3 } };
    assert.deepEqual(valuesAt(record, 'a.b.c').sort(), [1, 2, 3]);
  });

  it('does not read inherited properties', () => {
    assert.deepEqual(valuesAt({}, 'constructor'), []);
    assert.deepEqual(valuesAt({ a: {} }, 'a.toString'), []);
    assert.deepEqual(valuesAt(JSON.parse('{"__proto__": {"x": 1}}'), '__proto__.x'), [1]);
  });

  it('survives deeply nested arrays', () => {
    let value: unknown = 7;
    for (let i = 0; i < 100_000; i++) value = [value];
    assert.deepEqual(valuesAt({ a: value }, 'a'), [7]);
  });
});

describe('elementsAt', () => {
  it('gives each element of a nested path, flattening outer arrays', () => {
    const services = elementsAt(first, 'services');
    assert.equal(services.length, 21);
    assert.equal(services[0], first.services![0]);
    const softwares = elementsAt(hosts, 'services.softwares');
    const expected = hosts.flatMap((host) =>
      (host.services ?? []).flatMap((service) => service.softwares ?? []),
    );
    assert.equal(softwares.length, expected.length);
    assert.ok(softwares.every((element, i) => element === expected[i]));
  });

  it('keeps elements apart for same-element matching', () => {
    const host = hosts.find((candidate) => candidate.ip === '164.52.148.183')!;
    // Flattened, the host has port 80 and product OpenSSH...
    assert.ok(valuesAt(host, 'services.port').includes(80));
    assert.ok(valuesAt(host, 'services.product').includes('OpenSSH'));
    // ...but no single service has both; one has port 22 with OpenSSH.
    const services = elementsAt(host, 'services');
    const has = (port: number, product: string) =>
      services.some((service) => service.port === port && service.product === product);
    assert.ok(!has(80, 'OpenSSH'));
    assert.ok(has(22, 'OpenSSH'));
  });

  it('ignores scalars and treats a lone object as one element', () => {
    assert.deepEqual(elementsAt({ a: [1, { b: 1 }, 'x', null] }, 'a'), [{ b: 1 }]);
    assert.deepEqual(elementsAt({ a: { b: 1 } }, 'a'), [{ b: 1 }]);
    assert.deepEqual(elementsAt({}, 'a'), []);
  });
});

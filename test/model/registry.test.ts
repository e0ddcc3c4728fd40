import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FieldRegistry, MAX_DYNAMIC_FIELDS, registryFor } from '../../src/model/registry.js';
import { HOSTS_SCHEMA } from '../../src/model/schemas/index.js';
import { loadHostSample } from './host-sample.js';

/** A host whose only content is one service with the given modules. */
const hostWithModules = (modules: Record<string, unknown>) => ({
  ip: '192.0.2.1',
  services: [{ port: 6379, modules }],
});

const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name);

describe('FieldRegistry lookups', () => {
  const registry = registryFor('hosts');

  it('knows its dataset and schema', () => {
    assert.equal(registry.dataset, 'hosts');
    assert.equal(registry.schema, HOSTS_SCHEMA);
    assert.equal(registry.get('no.such.field'), undefined);
  });

  it('lists every field sorted by name', () => {
    const all = names(registry.all());
    assert.deepEqual(all, [...all].sort());
    assert.equal(all.length, HOSTS_SCHEMA.fields.length);
  });

  it('finds the innermost nested path above a field', () => {
    assert.equal(registry.nestedParentOf('services.softwares.vendor'), 'services.softwares');
    assert.equal(registry.nestedParentOf('services.port'), 'services');
    assert.equal(registry.nestedParentOf('services.cve.exploit.id'), 'services.cve.exploit');
    assert.equal(registry.nestedParentOf('services.cve'), 'services');
    assert.equal(
      registry.nestedParentOf('services.modules.http.redirects.status_code'),
      'services.modules.http.redirects',
    );
    assert.equal(registry.nestedParentOf('services.modules.http.title'), 'services');
    assert.equal(registry.nestedParentOf('ip'), undefined);
    assert.equal(registry.nestedParentOf('location.city'), undefined);
    assert.equal(registry.nestedParentOf('services'), undefined);
  });

  it('tells nested paths', () => {
    assert.ok(registry.isNestedPath('services'));
    assert.ok(registry.isNestedPath('services.cve.exploit'));
    assert.ok(!registry.isNestedPath('location'));
    assert.ok(!registry.isNestedPath('services.port'));
    assert.ok(registry.nestedPaths().includes('domains'));
  });

  it('resolves the default fields of a bare term', () => {
    assert.deepEqual(names(registry.defaultFields()), HOSTS_SCHEMA.defaultFields);
  });

  it('lists the fields under an object path', () => {
    assert.deepEqual(names(registry.fieldsUnder('asn')), [
      'asn.country_code',
      'asn.number',
      'asn.organization',
    ]);
    assert.deepEqual(names(registry.fieldsUnder('location.coordinates')), [
      'location.coordinates.latitude',
      'location.coordinates.longitude',
    ]);
    assert.ok(
      names(registry.fieldsUnder('services.modules.http')).includes('services.modules.http.title'),
    );
    assert.deepEqual(registry.fieldsUnder('asn.number'), []);
  });

  it('matches field name patterns', () => {
    const http = names(registry.matchNames('services.modules.http.*'));
    assert.ok(http.length > 30);
    assert.ok(http.every((name) => name.startsWith('services.modules.http.')));
    assert.ok(http.includes('services.modules.http.headers.server'), '* crosses dots');
    assert.deepEqual(names(registry.matchNames('asn.?umber')), ['asn.number']);
    assert.deepEqual(names(registry.matchNames('*.country_code')), [
      'asn.country_code',
      'location.country_code',
    ]);
    assert.deepEqual(names(registry.matchNames('ip')), ['ip']);
    assert.deepEqual(
      names(registry.matchNames('location.(city)')),
      [],
      'regex characters are literal',
    );
  });

  it('lists fields by category', () => {
    assert.equal(registry.fieldsInCategory('all'), registry.all());
    const http = registry.fieldsInCategory('http');
    assert.ok(http && http.length > 30);
    assert.ok(http.every((field) => field.category === 'http' && field.displayCategory === 'HTTP'));
    assert.deepEqual(names(registry.fieldsInCategory('asn') ?? []), [
      'asn.country_code',
      'asn.number',
      'asn.organization',
      'asn_updated_at',
    ]);
    assert.deepEqual(registry.fieldsInCategory('modules'), [], 'declared but still empty');
    assert.equal(registry.fieldsInCategory('nope'), undefined);
  });

  it('lists the declared categories in order', () => {
    assert.deepEqual(
      registry.categories().map((category) => category.id),
      [
        'general',
        'location',
        'asn',
        'whois',
        'tags',
        'hostnames',
        'services',
        'software',
        'vulnerabilities',
        'http',
        'tls',
        'ssh',
        'ftp',
        'smtp',
        'modules',
      ],
    );
  });

  it('suggests close names for unknown ones', () => {
    assert.equal(registry.suggest('service.port')[0], 'services.port');
    assert.ok(registry.suggest('port').includes('services.port'));
    assert.equal(registry.suggest('port')[0], 'services.port');
    assert.ok(registry.suggest('country').includes('location.country_code'));
    assert.equal(registry.suggest('services.prot')[0], 'services.port');
    assert.equal(registry.suggest('asn.numbr')[0], 'asn.number');
    assert.equal(registry.suggest('Location.City')[0], 'location.city');
    assert.ok(registry.suggest('title').includes('services.modules.http.title'));
    assert.deepEqual(registry.suggest('xyzzy'), []);
    assert.deepEqual(registry.suggest(''), []);
    assert.equal(registry.suggest('port', 1).length, 1);
    assert.ok(registry.suggest('location').length === 3, 'an object path suggests its fields');
  });

  it('knows the dynamic root of a name', () => {
    assert.equal(
      registry.dynamicRootOf('services.modules.redis.version')?.path,
      'services.modules',
    );
    assert.equal(registry.dynamicRootOf('services.port'), undefined);
    assert.equal(registry.dynamicRootOf('services.modules'), undefined);
  });
});

describe('FieldRegistry discovery', () => {
  it('infers and widens types: integer then float is float', () => {
    const registry = registryFor('hosts');
    const [added] = registry.observe(hostWithModules({ redis: { mem: 10 } }));
    assert.equal(added?.name, 'services.modules.redis.mem');
    assert.equal(added?.type, 'integer');
    const [widened] = registry.observe(hostWithModules({ redis: { mem: 10.5 } }));
    assert.equal(widened?.type, 'float');
    assert.equal(registry.get('services.modules.redis.mem')?.type, 'float');
    assert.deepEqual(registry.observe(hostWithModules({ redis: { mem: 3 } })), [], 'float holds');
  });

  it('widens number then string to keyword, and keyword stays', () => {
    const registry = registryFor('hosts');
    registry.observe(hostWithModules({ redis: { role: 1 } }));
    const [widened] = registry.observe(hostWithModules({ redis: { role: 'master' } }));
    assert.equal(widened?.type, 'keyword');
    assert.deepEqual(registry.observe(hostWithModules({ redis: { role: 2 } })), []);
    assert.equal(registry.get('services.modules.redis.role')?.type, 'keyword');
  });

  it('infers dates from RFC 3339 strings, and widens to keyword on a non-date', () => {
    const registry = registryFor('hosts');
    registry.observe(hostWithModules({ redis: { started: '2025-01-08T16:43:59Z' } }));
    assert.equal(registry.get('services.modules.redis.started')?.type, 'date');
    registry.observe(hostWithModules({ redis: { started: '2025-01-08T16:43:59.123+02:00' } }));
    assert.equal(registry.get('services.modules.redis.started')?.type, 'date');
    registry.observe(hostWithModules({ redis: { started: '' } }));
    assert.equal(registry.get('services.modules.redis.started')?.type, 'date', '"" says nothing');
    registry.observe(hostWithModules({ redis: { started: 'yesterday' } }));
    assert.equal(registry.get('services.modules.redis.started')?.type, 'keyword');
  });

  it('widens boolean and number to keyword', () => {
    const registry = registryFor('hosts');
    registry.observe(hostWithModules({ redis: { auth: true } }));
    assert.equal(registry.get('services.modules.redis.auth')?.type, 'boolean');
    registry.observe(hostWithModules({ redis: { auth: 0 } }));
    assert.equal(registry.get('services.modules.redis.auth')?.type, 'keyword');
  });

  it('treats arrays: scalars are leaves, objects are nested paths', () => {
    const registry = registryFor('hosts');
    const changed = registry.observe(
      hostWithModules({
        redis: {
          modules: ['search', 'json'],
          clients: [{ addr: '10.0.0.1', age: 3 }, null, { addr: '10.0.0.2', age: 4 }],
          empty: [],
          none: null,
          blank: {},
        },
      }),
    );
    assert.deepEqual(names(changed).sort(), [
      'services.modules.redis.clients.addr',
      'services.modules.redis.clients.age',
      'services.modules.redis.modules',
    ]);
    assert.equal(registry.get('services.modules.redis.modules')?.type, 'keyword');
    assert.ok(registry.discoveredNestedPaths().includes('services.modules.redis.clients'));
    assert.ok(
      !registry.isNestedPath('services.modules.redis.clients'),
      'discovered arrays flatten',
    );
    // The field flattens into the declared nested path above it.
    assert.equal(registry.nestedParentOf('services.modules.redis.clients.age'), 'services');
    assert.deepEqual(registry.discovered().nestedPaths, ['services.modules.redis.clients']);
  });

  it('gives an undeclared module its own category, and others the fallback', () => {
    const registry = registryFor('hosts');
    registry.observe(
      hostWithModules({
        redis: { version: '7.2.4' },
        top_level_leaf: 'x',
        'odd name': { a: 1 },
        location: { b: 2 },
        http: { favicon_hash: -123 },
      }),
    );
    const redis = registry.get('services.modules.redis.version');
    assert.equal(redis?.category, 'redis');
    assert.equal(redis?.displayCategory, 'REDIS');
    assert.equal(redis?.tier, 'free');
    assert.equal(redis?.dynamic, true);
    assert.equal(registry.get('services.modules.top_level_leaf')?.category, 'modules');
    assert.equal(registry.get('services.modules.odd name.a')?.category, 'modules');
    assert.equal(registry.get('services.modules.location.b')?.category, 'modules');
    assert.equal(registry.get('services.modules.http.favicon_hash')?.category, 'http');
    const categories = registry.categories().map((category) => category.id);
    assert.equal(categories.at(-1), 'redis');
    assert.deepEqual(names(registry.fieldsInCategory('redis') ?? []), [
      'services.modules.redis.version',
    ]);
    assert.ok(
      names(registry.fieldsInCategory('modules') ?? []).includes('services.modules.odd name.a'),
    );
  });

  it('never touches declared fields', () => {
    const registry = registryFor('hosts');
    const changed = registry.observe(
      hostWithModules({ http: { status_code: 'not a number', title: 'Welcome' } }),
    );
    assert.deepEqual(changed, []);
    assert.equal(registry.get('services.modules.http.status_code')?.type, 'integer');
    assert.equal(registry.generation, 0);
  });

  it('ignores what lies outside dynamic roots, and non-objects', () => {
    const registry = registryFor('hosts');
    assert.deepEqual(registry.observe({ ip: '192.0.2.1', extra: { a: 1 } }), []);
    assert.deepEqual(registry.observe(null), []);
    assert.deepEqual(registry.observe('text'), []);
    assert.deepEqual(registry.observe([1, 2]), []);
    assert.equal(registry.generation, 0);
  });

  it('bumps the generation on every change and only then', () => {
    const registry = registryFor('hosts');
    registry.observe(hostWithModules({ redis: { a: 1 } }));
    assert.equal(registry.generation, 1);
    registry.observe(hostWithModules({ redis: { a: 2 } }));
    assert.equal(registry.generation, 1);
    registry.observe(hostWithModules({ redis: { a: 'x' } }));
    assert.equal(registry.generation, 2);
    registry.observe(hostWithModules({ redis: { list: [{ k: 1 }] } }));
    assert.equal(registry.generation, 3);
    assert.ok(registry.all().some((field) => field.name === 'services.modules.redis.list.k'));
  });

  it('discovers file_cat_count keys of buckets as integers in classification', () => {
    const registry = registryFor('buckets');
    assert.equal(registry.get('file_cat_count.src')?.type, 'integer', 'known ones are declared');
    const [added] = registry.observe({ name: 'b', file_cat_count: { src: 3, sheet: 2 } });
    assert.equal(added?.name, 'file_cat_count.sheet');
    assert.equal(added?.type, 'integer');
    assert.equal(added?.category, 'classification');
    assert.equal(added?.displayCategory, 'Classification');
  });

  it('has nothing to discover in files and whois', () => {
    assert.deepEqual(registryFor('files').observe({ url: 'u', extra: { a: 1 } }), []);
    assert.deepEqual(registryFor('whois').observe({ domain_name: 'example.com' }), []);
  });

  it('round-trips what it discovered through the constructor', () => {
    const first = registryFor('hosts');
    for (const host of loadHostSample()) first.observe(host);
    first.observe(hostWithModules({ redis: { version: '7', clients: [{ age: 1.5 }] } }));
    const saved = JSON.parse(JSON.stringify(first.discovered()));
    const second = registryFor('hosts', saved);
    assert.deepEqual(second.discovered(), first.discovered());
    assert.deepEqual(second.all(), first.all());
    assert.deepEqual(second.categories(), first.categories());
    assert.ok(second.discoveredNestedPaths().includes('services.modules.redis.clients'));
    assert.equal(second.get('services.modules.redis.clients.age')?.type, 'float');
    assert.equal(second.generation, 0);
  });

  it('restores only what still fits the schema', () => {
    const field = registryFor('hosts').get('services.port')!;
    const restored = new FieldRegistry(HOSTS_SCHEMA, {
      fields: [
        { ...field, name: 'services.modules.redis.a', type: 'integer', tier: 'enterprise' },
        { ...field, name: 'outside.root', type: 'integer' },
        { ...field, name: 'services.modules.http.title', type: 'keyword' },
        { ...field, name: 'services.modules.redis.b', type: 'nonsense' as 'keyword' },
      ],
      nestedPaths: ['services.modules.redis.list', 'elsewhere'],
    });
    assert.deepEqual(names(restored.discovered().fields), ['services.modules.redis.a']);
    assert.equal(restored.get('services.modules.redis.a')?.tier, 'free', 'derived again');
    assert.equal(restored.get('services.modules.http.title')?.type, 'text');
    assert.deepEqual(restored.discovered().nestedPaths, ['services.modules.redis.list']);
  });

  it('bounds discovery by number of fields and by depth, counting what it drops', () => {
    const registry = registryFor('hosts');
    const wide: Record<string, number> = {};
    for (let i = 0; i < MAX_DYNAMIC_FIELDS + 5; i++) wide[`k${i}`] = i;
    registry.observe(hostWithModules({ wide }));
    assert.equal(registry.discovered().fields.length, MAX_DYNAMIC_FIELDS);
    assert.equal(registry.droppedPaths, 5);
    registry.observe(hostWithModules({ wide }));
    assert.equal(registry.droppedPaths, 5, 'the same paths are not counted twice');

    // Far more paths than discovery caches: still bounded, still counted.
    const wider: Record<string, boolean> = {};
    for (let i = 0; i < 5 * MAX_DYNAMIC_FIELDS; i++) wider[`w${i}`] = true;
    registry.observe(hostWithModules({ wider }));
    assert.equal(registry.discovered().fields.length, MAX_DYNAMIC_FIELDS);
    assert.equal(registry.droppedPaths, 5 + 5 * MAX_DYNAMIC_FIELDS);
    const widened = registry.observe(hostWithModules({ wide: { k0: 'now a string' } }));
    assert.equal(widened[0]?.type, 'keyword', 'known fields still widen');

    const deepRegistry = registryFor('hosts');
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 20; i++) deep = { d: deep };
    deepRegistry.observe(hostWithModules({ deep }));
    assert.deepEqual(deepRegistry.discovered().fields, []);
    assert.equal(deepRegistry.droppedPaths, 1);
    const within = deepRegistry.observe(hostWithModules({ a: { b: { c: 1 } } }));
    assert.equal(within.length, 1);
  });

  it('survives hostile nesting without exhausting the stack', () => {
    const registry = registryFor('hosts');
    let arrays: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) arrays = [arrays];
    registry.observe(hostWithModules({ redis: { arrays } }));
    assert.equal(registry.get('services.modules.redis.arrays'), undefined);
    assert.ok(registry.droppedPaths >= 1);
  });
});

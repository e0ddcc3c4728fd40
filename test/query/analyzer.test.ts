import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DatasetId } from '../../src/model/field.js';
import { FieldLockedError, QueryError, QueryTooBroadError } from '../../src/query/errors.js';
import { DEFAULT_QUERY_LIMITS } from '../../src/query/limits.js';
import { analyze, canonical, capture } from './helpers.js';

type Case = [query: string, canonical: string, dataset?: DatasetId];

function table(title: string, cases: Case[], operator: 'and' | 'or' = 'and') {
  describe(title, () => {
    for (const [text, expected, dataset = 'hosts'] of cases) {
      it(`${dataset}: ${text || '(empty)'}  →  ${expected}`, () => {
        assert.equal(canonical(text, { dataset, defaultOperator: operator }), expected);
      });
    }
  });
}

table('examples of the official ODIN clients (odin-wire.md)', [
  ['services.port:443', 'services.port:443'],
  ['asn.number:AS13335', 'asn.number:"as13335"'],
  ['provider: aws', 'provider:"aws"', 'files'],
  ['ext: ".db"', 'ext:".db"', 'files'],
  ['name:"lit-link-prd.appspot.com"', 'name:"lit-link-prd.appspot.com"', 'buckets'],
  ['services.port:"80"', 'services.port:80'],
  ["location.country_name:'United States'", 'location.country_name:"united states"'],
  ['file_cat_count.src: [10 TO *]', 'file_cat_count.src:[10 TO *]', 'buckets'],
  [
    'last_updated_at:["2024-07-08T02:41:15.528Z" TO *]',
    'last_updated_at:[2024-07-08T02:41:15.528Z TO *]',
  ],
  [
    '(last_updated_at:["2024-07-08T02:41:15.528Z" TO *] AND services.port:80) OR asn.number:AS63949',
    '(last_updated_at:[2024-07-08T02:41:15.528Z TO *] AND services.port:80) OR asn.number:"as63949"',
  ],
  ['*', '*'],
  ['', '*'],
  ['""', '*'],
  [
    'services.port:443 AND services.product:nginx',
    'services.port:443 AND services.product:"nginx"',
  ],
]);

table('keyword and text fields', [
  ['services.product:NGINX', 'services.product:"nginx"'],
  ['services.product:Apach*', 'services.product:apach*'],
  ['services.product:*apache*', 'services.product:*apache*'],
  ['services.product:ap?che', 'services.product:ap?che'],
  ['services.product:a\\*b*', 'services.product:a\\*b*'],
  ['services.product:a\\*b', 'services.product:"a*b"'],
  // A value starting with && or || must not read back as an operator.
  ['services.product:\\&&*', 'services.product:\\&&*'],
  ['services.product:\\||x*y', 'services.product:\\||x*y'],
  ['services.product:/ngin.?x/', 'services.product:/ngin.?x/'],
  ['services.product:ngnix~1', 'services.product:ngnix~1'],
  ['services.product:ngnix~', 'services.product:ngnix~1'],
  ['services.product:apache~', 'services.product:apache~2'],
  ['services.product:ab~', 'services.product:"ab"'],
  ['services.product:ngnix~0', 'services.product:"ngnix"'],
  ['services.product:[a TO c]', 'services.product:["a" TO "c"]'],
  ['services.product:{A TO C}', 'services.product:{"a" TO "c"}'],
  ['services.modules.http.title:Found', 'services.modules.http.title:found'],
  ['services.modules.http.title:"404 Not Found"', 'services.modules.http.title:"404 not found"'],
  [
    'services.modules.http.title:"404 Not Found"~2',
    'services.modules.http.title:"404 not found"~2',
  ],
  ['services.modules.http.title:foo-bar', 'services.modules.http.title:"foo bar"'],
  ['services.modules.http.title:"---"', 'NOT *'],
  ['services.modules.http.title:Adm*', 'services.modules.http.title:adm*'],
  ['services.modules.http.title:*', '_exists_:services.modules.http.title'],
  ['_exists_:services.modules.http.title', '_exists_:services.modules.http.title'],
  ['services.product:(nginx OR apache)', 'services.product:"nginx" OR services.product:"apache"'],
  [
    'services.product:(nginx -apache)',
    'services.product:"nginx" AND NOT services.product:"apache"',
  ],
  ['services.port:22^2', 'services.port:22'],
  ['category:DOC', 'category:"doc"', 'files'],
]);

table('numbers, booleans, dates and addresses', [
  ['services.port:[8000 TO 9000]', 'services.port:[8000 TO 9000]'],
  ['services.port:{8000 TO 9000}', 'services.port:[8001 TO 8999]'],
  ['services.port:>=8000', 'services.port:[8000 TO *]'],
  ['services.port:>8000', 'services.port:[8001 TO *]'],
  ['services.port:<22', 'services.port:[* TO 21]'],
  ['services.port:[22 TO 22]', 'services.port:22'],
  ['services.port:[10 TO 5]', 'NOT *'],
  ['services.port:[1.5 TO 3.5]', 'services.port:[2 TO 3]'],
  ['services.port:[* TO *]', '_exists_:services.port'],
  ['services.port:-1', 'services.port:-1'],
  ['services.cve.score:>7.5', 'services.cve.score:{7.5 TO *]'],
  ['services.cve.score:[7.5 TO 7.5]', 'services.cve.score:7.5'],
  ['services.cve.score:{7.5 TO 7.5]', 'NOT *'],
  ['is_vuln:TRUE', 'is_vuln:true'],
  ['is_vuln:"false"', 'is_vuln:false'],
  [
    'last_updated_at:2024-07',
    'last_updated_at:[2024-07-01T00:00:00.000Z TO 2024-07-31T23:59:59.999Z]',
  ],
  [
    'last_updated_at:2024',
    'last_updated_at:[2024-01-01T00:00:00.000Z TO 2024-12-31T23:59:59.999Z]',
  ],
  [
    'last_updated_at:[2024-01 TO 2024-03]',
    'last_updated_at:[2024-01-01T00:00:00.000Z TO 2024-03-31T23:59:59.999Z]',
  ],
  [
    'last_updated_at:{2024-01 TO 2024-03}',
    'last_updated_at:[2024-02-01T00:00:00.000Z TO 2024-02-29T23:59:59.999Z]',
  ],
  ['last_updated_at:>now-7d/d', 'last_updated_at:[2025-01-09T00:00:00.000Z TO *]'],
  ['last_updated_at:>=now-1M', 'last_updated_at:[2024-12-15T12:00:00.000Z TO *]'],
  ['last_updated_at:<now/w', 'last_updated_at:[* TO 2025-01-12T23:59:59.999Z]'],
  ['last_updated_at:1736905927440', 'last_updated_at:"2025-01-15T01:52:07.440Z"'],
  // Beyond year 9999 the canonical form uses epoch ms (ISO's extended years do not read back).
  ['last_updated_at:303352371463585', 'last_updated_at:"303352371463585"'],
  ['last_updated_at:"2025-01-15T01:52:07.44Z"', 'last_updated_at:"2025-01-15T01:52:07.440Z"'],
  [
    'last_updated_at:"2025-01-15T03:52:07+02:00"',
    'last_updated_at:[2025-01-15T01:52:07.000Z TO 2025-01-15T01:52:07.999Z]',
  ],
  [
    'last_updated_at:2024-01-31||+1M',
    'last_updated_at:[2024-02-29T00:00:00.000Z TO 2024-02-29T23:59:59.999Z]',
  ],
  ['ip:1.2.3.4', 'ip:"1.2.3.4"'],
  ['ip:"10.0.0.0/8"', 'ip:"10.0.0.0/8"'],
  ['ip:10.0.0.0/8', 'ip:"10.0.0.0/8"'],
  ['ip:1.2.3.4/32', 'ip:"1.2.3.4"'],
  ['ip:2001:db8::1', 'ip:"2001:db8::1"'],
  ['ip:"2001:DB8:0:0::1"', 'ip:"2001:db8::1"'],
  ['ip:"2001:db8::/32"', 'ip:"2001:db8::/32"'],
  ['ip:[10.0.0.1 TO 10.0.0.9]', 'ip:[10.0.0.1 TO 10.0.0.9]'],
  ['ip:{10.0.0.1 TO 10.0.0.9}', 'ip:[10.0.0.2 TO 10.0.0.8]'],
  ['ip:*', '_exists_:ip'],
]);

table('booleans, negation, nesting', [
  ['NOT services.port:22', 'NOT services.port:22'],
  ['-services.port:22 services.port:80', 'NOT services.port:22 AND services.port:80'],
  ['!services.port:22 || is_vuln:true', '(NOT services.port:22) OR is_vuln:true'],
  ['NOT (services.port:22 OR services.port:23)', 'NOT (services.port:22 OR services.port:23)'],
  ['NOT NOT services.port:22', 'services.port:22'],
  ['services.port:22 AND *', 'services.port:22'],
  ['services.port:22 OR *', '*'],
  ['*:*', '*'],
  ['services:(port:22 AND product:openssh)', 'services:(port:22 AND product:"openssh")'],
  ['services:(services.port:22)', 'services:(port:22)'],
  [
    'services:(softwares:(vendor:apache AND product:http_server) AND port:80)',
    'services:(softwares:(vendor:"apache" AND product:"http_server") AND port:80)',
  ],
  ['services:(port:22 AND NOT product:openssh)', 'services:(port:22 AND NOT product:"openssh")'],
  ['_exists_:services', 'services:(*)'],
  // A group on an object path resolves names below it, as a nested group does.
  [
    'location:(city:Berlin AND country_code:DE)',
    'location.city:"berlin" AND location.country_code:"de"',
  ],
  ['location:(_exists_:city)', '_exists_:location.city'],
  [
    'services:(modules.http:(title:found AND status_code:404))',
    'services:(modules.http.title:found AND modules.http.status_code:404)',
  ],
  ['services:*', 'services:(*)'],
]);

table(
  'default operator OR (strict Lucene)',
  [
    ['services.port:22 services.port:80', 'services.port:22 OR services.port:80'],
    [
      '+services.port:22 services.port:80 -services.port:23',
      'services.port:22 AND NOT services.port:23',
    ],
    ['services.port:22 -services.port:23', 'services.port:22 AND NOT services.port:23'],
    ['-services.port:23', 'NOT services.port:23'],
    [
      'services.port:22 AND services.port:80 is_vuln:true',
      '(services.port:22 AND services.port:80) OR is_vuln:true',
    ],
  ],
  'or',
);

describe('bare terms search the default fields', () => {
  it('a word searches keyword and text defaults, not the ip field', () => {
    const query = analyze('nginx');
    assert.equal(query.kind, 'or');
    const fields =
      query.kind === 'or' ? query.clauses.map((c) => ('field' in c ? c.field : c.kind)) : [];
    assert.ok(fields.includes('services.product'));
    assert.ok(fields.includes('services.modules.http.title'));
    assert.ok(!fields.includes('ip'));
  });

  it('an address also searches the ip field', () => {
    const query = analyze('1.2.3.4');
    assert.ok(
      query.kind === 'or' &&
        query.clauses.some((c) => c.kind === 'term' && c.field === 'ip' && c.type === 'ip'),
    );
  });

  it('inside a nested group, a bare word searches that group’s default fields', () => {
    const query = analyze('services:(openssh)');
    assert.ok(query.kind === 'nested');
    const inner = query.query;
    const fields =
      inner.kind === 'or'
        ? inner.clauses.map((c) => ('field' in c ? c.field : ''))
        : ['field' in inner ? inner.field : ''];
    assert.ok(
      fields.every((f) => f.startsWith('services.')),
      fields.join(),
    );
    assert.ok(fields.includes('services.product'));
  });

  it('an object path searches every field below it', () => {
    const query = analyze('location:berlin');
    assert.ok(query.kind === 'or');
    assert.ok(query.clauses.every((c) => 'field' in c && c.field.startsWith('location.')));
  });

  it('a field-name pattern searches the matching fields', () => {
    const query = analyze('services.modules.http.headers.*:nginx');
    assert.ok(query.kind === 'or' || query.kind === 'term');
    const clauses = query.kind === 'or' ? query.clauses : [query];
    assert.ok(
      clauses.every((c) => 'field' in c && c.field.startsWith('services.modules.http.headers.')),
    );
    assert.ok(
      clauses.some((c) => 'field' in c && c.field === 'services.modules.http.headers.server'),
    );
  });
});

describe('analysis errors', () => {
  function queryError(text: string, dataset: DatasetId = 'hosts'): QueryError {
    const error = capture(() => analyze(text, { dataset }));
    assert.ok(error instanceof QueryError, String(error));
    return error;
  }

  it('names an unknown field and the closest known one', () => {
    const error = queryError('service.port:22');
    assert.equal(error.code, 'unknown_field');
    assert.equal(error.position?.column, 1);
    assert.match(error.message, /unknown field 'service\.port' — did you mean 'services\.port'/);
    assert.equal(error.suggestions[0], 'services.port');
  });

  it('points at an unknown field further into the query', () => {
    const error = queryError('services.port:22 AND contry:US');
    assert.equal(error.position?.column, 22);
    assert.equal(error.field, 'contry');
  });

  it('says when nothing is close', () => {
    assert.match(
      queryError('xyzzy:1').message,
      /unknown field 'xyzzy' \(GET \/v1\/fields\/hosts\/all lists the fields\)/,
    );
  });

  it('rejects values a type cannot hold, at the value', () => {
    const error = queryError('services.port:abc');
    assert.equal(error.code, 'invalid_value');
    assert.equal(error.position?.column, 15);
    assert.match(error.message, /'services\.port' is a number field; 'abc' is not a number/);
    assert.match(queryError('services.port:22.5').message, /holds whole numbers; 22\.5 is not one/);
    assert.match(queryError('is_vuln:yes').message, /'is_vuln' is true or false, not 'yes'/);
    assert.match(queryError('last_updated_at:yesterday').message, /'yesterday' is not a date/);
    assert.match(queryError('last_updated_at:2024-02-30').message, /'2024-02-30' is not a date/);
    assert.match(queryError('ip:1.2.3.999').message, /not an IP address or CIDR block/);
    assert.match(queryError('ip:10.0.0.0/33').message, /not an IP address or CIDR block/);
    assert.match(
      queryError('category:xyz', 'files').message,
      /'xyz' is not a valid value of 'category'; valid values: img, aud/,
    );
  });

  it('rejects constructs that do not apply to a type, with a hint', () => {
    const wildcard = queryError('services.port:2*');
    assert.equal(wildcard.code, 'unsupported');
    assert.match(
      wildcard.message,
      /wildcards do not apply to 'services\.port', an integer field\. Use a range/,
    );
    assert.match(queryError('ip:10.0.*').message, /Use a CIDR block/);
    assert.match(queryError('services.port:/22/').message, /regular expressions do not apply/);
    assert.match(queryError('services.port:22~1').message, /fuzzy terms do not apply/);
    assert.match(queryError('is_vuln:[true TO false]').message, /ranges do not apply/);
    assert.match(
      queryError('services.modules.http.title:foo-bar~1').message,
      /a fuzzy search on the text field 'services\.modules\.http\.title' takes one word/,
    );
  });

  it('reports a malformed regular expression inside the pattern', () => {
    const error = queryError('services.product:/(abc/');
    assert.equal(error.code, 'syntax');
    assert.ok((error.position?.column ?? 0) >= 19, error.message);
  });

  it('keeps nested groups to their own fields', () => {
    assert.match(
      queryError('services:(ip:1.2.3.4)').message,
      /field 'ip' is not part of 'services'/,
    );
  });

  it('refuses a value no default field can hold', () => {
    assert.match(
      queryError('services.port*:abc').message,
      /'abc' fits none of fields matching 'services\.port\*' \('services\.port' is a number field/,
    );
  });

  it('bounds the clauses a query expands to', () => {
    const limits = { ...DEFAULT_QUERY_LIMITS, maxClauses: 3 };
    const error = capture(() => analyze('nginx', { limits }));
    assert.ok(error instanceof QueryTooBroadError);
    assert.equal(error.bound, 'maxClauses');
    assert.match(
      error.message,
      /query too broad: the query expands to \d+ clauses; the limit is 3/,
    );
  });

  it('bounds regular expression complexity', () => {
    const limits = { ...DEFAULT_QUERY_LIMITS, maxAutomatonStates: 50 };
    const error = capture(() => analyze('services.product:/[a-z]{1,200}/', { limits }));
    assert.ok(error instanceof QueryTooBroadError, String(error));
    assert.equal(error.bound, 'maxAutomatonStates');
  });
});

describe('plans: fields outside the caller’s plan', () => {
  const lockScore = {
    fieldAccess: (f: { name: string }) =>
      f.name === 'services.cve.score'
        ? { allowed: false as const, unlockedBy: 'pro' }
        : { allowed: true as const },
  };

  it('naming a locked field is a FieldLockedError (not a QueryError)', () => {
    const error = capture(() => analyze('services.port:22 AND services.cve.score:>9', lockScore));
    assert.ok(error instanceof FieldLockedError);
    assert.ok(!(error instanceof QueryError));
    assert.equal(error.field, 'services.cve.score');
    assert.equal(error.unlockedBy, 'pro');
    assert.equal(error.position?.column, 22);
    assert.match(
      error.message,
      /field 'services\.cve\.score' is not included in your plan; it needs the pro plan/,
    );
  });

  it('_exists_ on a locked field is locked too', () => {
    assert.ok(
      capture(() => analyze('_exists_:services.cve.score', lockScore)) instanceof FieldLockedError,
    );
  });

  it('expansions skip locked fields silently', () => {
    const query = analyze('services.cve.*:7.5', lockScore);
    const clauses = query.kind === 'or' ? query.clauses : [query];
    assert.ok(clauses.every((c) => !('field' in c) || c.field !== 'services.cve.score'));
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { QueryError, QueryTooBroadError } from '../../src/query/errors.js';
import type { SyntaxNode } from '../../src/query/syntax/ast.js';
import { parseSyntax } from '../../src/query/syntax/parser.js';

/** A compact rendering of the syntax tree, so tests state the intended structure in one line. */
function shape(node: SyntaxNode | undefined): string {
  if (!node) return '∅';
  switch (node.kind) {
    case 'boolean':
      return `${node.operator}(${node.clauses.map(shape).join(', ')})`;
    case 'not':
      return `not(${shape(node.clause)})`;
    case 'required':
      return `req(${shape(node.clause)})`;
    case 'group':
      return `(${shape(node.query)})`;
    case 'field':
      return `${node.fieldPattern !== undefined ? `~${node.fieldPattern}` : node.field}:${shape(node.target)}`;
    case 'value': {
      const v = node.value;
      const boost = node.boost !== undefined ? `^${node.boost}` : '';
      switch (v.type) {
        case 'term':
          return (v.wildcard !== undefined ? `w<${v.wildcard}>` : `t<${v.text}>`) + boost;
        case 'phrase':
          return `p<${v.text}>${v.slop !== undefined ? `~${v.slop}` : ''}${boost}`;
        case 'regex':
          return `r<${v.pattern}>`;
        case 'fuzzy':
          return `f<${v.text}~${v.fuzziness ?? 'auto'}>`;
        case 'range':
          return `${v.includeLower ? '[' : '{'}${v.lower?.text ?? '*'},${v.upper?.text ?? '*'}${v.includeUpper ? ']' : '}'}`;
        case 'compare':
          return `${v.operator}${v.operand.text}`;
      }
    }
  }
}

const parse = (text: string, defaultOperator: 'and' | 'or' = 'and') =>
  shape(parseSyntax(text, { defaultOperator }));

function syntaxError(text: string): QueryError {
  try {
    parseSyntax(text);
  } catch (error) {
    assert.ok(error instanceof QueryError, `expected a QueryError for ${text}`);
    return error;
  }
  assert.fail(`expected ${JSON.stringify(text)} to be rejected`);
}

describe('parser: structure', () => {
  const cases: Array<[string, string]> = [
    ['', '∅'],
    ['   ', '∅'],
    ['*', 'w<*>'],
    ['nginx', 't<nginx>'],
    ['services.port:443', 'services.port:t<443>'],
    ['provider: aws', 'provider:t<aws>'],
    ['provider :aws', 'provider:t<aws>'],
    ['ext: ".db"', 'ext:p<.db>'],
    ["location.country_name:'United States'", 'location.country_name:p<United States>'],
    ['a b', 'and(t<a>, t<b>)'],
    ['a AND b OR c', 'or(and(t<a>, t<b>), t<c>)'],
    ['a OR b AND c', 'or(t<a>, and(t<b>, t<c>))'],
    ['a OR b c', 'or(t<a>, and(t<b>, t<c>))'],
    ['a && b || !c', 'or(and(t<a>, t<b>), not(t<c>))'],
    ['NOT a AND b', 'and(not(t<a>), t<b>)'],
    ['NOT NOT a', 'not(not(t<a>))'],
    ['-a +b', 'and(not(t<a>), req(t<b>))'],
    ['(a OR b) AND c', 'and((or(t<a>, t<b>)), t<c>)'],
    ['f:(a OR b)', 'f:(or(t<a>, t<b>))'],
    ['services:(port:22 AND product:openssh)', 'services:(and(port:t<22>, product:t<openssh>))'],
    ['title:"404 Not Found"~2', 'title:p<404 Not Found>~2'],
    ['name:/joh?n(ath[oa]n)/', 'name:r<joh?n(ath[oa]n)>'],
    ['name:/a\\/b/', 'name:r<a\\/b>'],
    ['product:ngnix~', 'product:f<ngnix~auto>'],
    ['product:ngnix~1', 'product:f<ngnix~1>'],
    ['product:ngnix~0.8', 'product:f<ngnix~0.8>'],
    ['port:[8000 TO 9000]', 'port:[8000,9000]'],
    ['port:{8000 TO 9000]', 'port:{8000,9000]'],
    ['port:[8000 TO *}', 'port:[8000,*}'],
    ['file_cat_count.src: [10 TO *]', 'file_cat_count.src:[10,*]'],
    [
      'last_updated_at:["2024-07-08T02:41:15.528Z" TO *]',
      'last_updated_at:[2024-07-08T02:41:15.528Z,*]',
    ],
    [
      'last_updated_at:[2024-07-08T02:41:15Z TO now-1d/d]',
      'last_updated_at:[2024-07-08T02:41:15Z,now-1d/d]',
    ],
    ['port:>=8000', 'port:>=8000'],
    ['port:<  22', 'port:<22'],
    ['(port:>80)', '(port:>80)'],
    ['_exists_:services.modules.http', '_exists_:t<services.modules.http>'],
    ['title:*', 'title:w<*>'],
    ['product:apach*', 'product:w<apach*>'],
    ['product:*apache*', 'product:w<*apache*>'],
    ['product:a\\*b', 'product:t<a*b>'],
    ['product:a\\*b*', 'product:w<a\\*b*>'],
    ['services.modules.http.*:nginx', '~services.modules.http.*:t<nginx>'],
    ['ip:10.0.0.0/8', 'ip:t<10.0.0.0/8>'],
    ['ip:2001:db8::1', 'ip:t<2001:db8::1>'],
    ['uri:cpe:/a:igor_sysoev:nginx', 'uri:t<cpe:/a:igor_sysoev:nginx>'],
    ['content_length:-1', 'content_length:t<-1>'],
    ['nginx^2 apache', 'and(t<nginx>^2, t<apache>)'],
    ['"quoted phrase"^1.5', 'p<quoted phrase>^1.5'],
    ['a\\:b', 't<a:b>'],
    ['caf\\u00e9', 't<café>'],
    ['foo-bar', 't<foo-bar>'],
    ['and or not', 'and(t<and>, t<or>, t<not>)'],
    ['a\u3000b', 'and(t<a>, t<b>)'],
  ];
  for (const [text, expected] of cases) {
    it(`parses ${JSON.stringify(text)}`, () => assert.equal(parse(text), expected));
  }

  it('joins juxtaposed clauses with OR when the default operator is OR', () => {
    assert.equal(parse('a b AND c', 'or'), 'or(t<a>, and(t<b>, t<c>))');
    assert.equal(parse('+a b -c', 'or'), 'or(req(t<a>), t<b>, not(t<c>))');
  });

  it('keeps source spans of values', () => {
    const node = parseSyntax('services.port:443');
    assert.ok(node?.kind === 'field');
    assert.deepEqual(node.fieldSpan, { start: 0, end: 13 });
    assert.deepEqual(node.target.span, { start: 14, end: 17 });
  });
});

describe('parser: errors carry a 1-based column and what was expected', () => {
  const cases: Array<[string, number, RegExp]> = [
    ['(a OR b', 8, /missing '\)' to close the '\(' at column 1/],
    ['a OR b)', 7, /unexpected '\)' without a matching '\('/],
    ['AND b', 1, /expected a clause before 'AND'/],
    ['a AND', 6, /expected a clause after AND, found end of query/],
    ['a OR OR b', 6, /expected a clause after OR/],
    ['a AND )', 7, /expected a clause after AND/],
    ['services.port:', 15, /expected a value after 'services.port:'/],
    ['title:"unterminated', 7, /unterminated phrase: missing the closing "/],
    ["title:'open", 7, /missing the closing '/],
    ['name:/abc', 6, /unterminated regular expression/],
    ['port:[1 5]', 9, /expected 'TO'/],
    ['port:[1 TO 5', 13, /expected '\]' or '\}' to close the range opened at column 6/],
    ['port:[ TO 5]', 8, /expected a range bound/],
    ['()', 1, /empty parentheses/],
    [':value', 1, /a field name is missing/],
    ['a^', 3, /expected a number after '\^'/],
    ['a~3', 3, /fuzziness must be 0, 1 or 2/],
    ['a*~1', 3, /cannot contain wildcards/],
    ['- a', 2, /expected a clause right after '-'/],
    ['NOT', 4, /expected a clause after NOT/],
    ['foo\\', 4, /backslash at the end/],
    ['title:"a b"~1.5', 13, /whole number/],
    ['port:>', 7, /expected a value after '>'/],
  ];
  for (const [text, column, message] of cases) {
    it(`rejects ${JSON.stringify(text)} at column ${column}`, () => {
      const error = syntaxError(text);
      assert.equal(error.code, 'syntax');
      assert.match(error.message, message);
      assert.equal(error.position?.column, column, error.message);
      assert.match(error.message, new RegExp(`^column ${column}: `));
    });
  }

  it('reports line and column for multi-line queries', () => {
    const error = syntaxError('a AND\n(b OR');
    assert.equal(error.position?.line, 2);
    assert.match(error.message, /^line 2, column 6: /);
  });

  it('bounds length, depth and clause count', () => {
    const limits = {
      maxLength: 50,
      maxDepth: 5,
      maxClauses: 4,
      maxExpansions: 10,
      maxAutomatonStates: 100,
    };
    assert.throws(
      () => parseSyntax('a'.repeat(51), { limits }),
      (e) => e instanceof QueryTooBroadError && e.bound === 'maxLength',
    );
    assert.throws(
      () => parseSyntax('((((((a))))))', { limits }),
      (e) => e instanceof QueryTooBroadError && e.bound === 'maxDepth',
    );
    assert.throws(
      () => parseSyntax('!!!!!!a', { limits }),
      (e) => e instanceof QueryTooBroadError && e.bound === 'maxDepth',
    );
    assert.throws(
      () => parseSyntax('a b c d e', { limits }),
      (e) => e instanceof QueryTooBroadError && e.bound === 'maxClauses',
    );
    assert.doesNotThrow(() => parseSyntax('((((a))))', { limits }));
  });

  it('survives very deep nesting without a stack overflow', () => {
    assert.throws(
      () =>
        parseSyntax(`${'('.repeat(100_000)}a${')'.repeat(100_000)}`, {
          limits: {
            maxLength: 1e6,
            maxDepth: 32,
            maxClauses: 10,
            maxExpansions: 1,
            maxAutomatonStates: 1,
          },
        }),
      QueryTooBroadError,
    );
  });
});

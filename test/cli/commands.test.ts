import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../src/cli/main.js', import.meta.url));

function panoptes(...args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('panoptes CLI', () => {
  it('explain prints the canonical form', () => {
    const result = panoptes('explain', 'services:(port:22 AND product:OpenSSH) AND ip:10.0.0.0/8');
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, 'services:(port:22 AND product:"openssh") AND ip:"10.0.0.0/8"\n');
  });

  it('explain --json prints the typed query', () => {
    const result = panoptes('explain', '--json', 'services.port:>=8000');
    assert.equal(result.status, 0, result.stderr);
    assert.deepEqual(JSON.parse(result.stdout), {
      kind: 'range',
      field: 'services.port',
      type: 'integer',
      gte: 8000,
    });
  });

  it('explain --operator or joins juxtaposed clauses with OR', () => {
    assert.equal(
      panoptes('explain', '--operator', 'or', 'services.port:22 services.port:80').stdout,
      'services.port:22 OR services.port:80\n',
    );
  });

  it('explain exits 2 with the message and a caret under the column', () => {
    const result = panoptes('explain', 'services.port:22 AND servce.product:x');
    assert.equal(result.status, 2);
    assert.equal(result.stdout, '');
    assert.equal(
      result.stderr,
      "column 22: unknown field 'servce.product' — did you mean 'services.product'?\n  services.port:22 AND servce.product:x\n                       ^\n",
    );
  });

  it('fields lists a category and refuses an unknown one', () => {
    const tls = panoptes('fields', '--category', 'tls');
    assert.equal(tls.status, 0, tls.stderr);
    const names = tls.stdout
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/)[0]);
    assert.ok(names.includes('services.modules.tls.certificate.subject.common_name'));
    assert.ok(names.every((name) => name!.startsWith('services.modules.tls.')));
    const unknown = panoptes('fields', '--category', 'nope');
    assert.equal(unknown.status, 2);
    assert.match(unknown.stderr, /^unknown category 'nope'; valid categories: all, general, /);
  });

  it('rejects an unknown dataset through its option parser', () => {
    const result = panoptes('explain', '--dataset', 'nope', '*');
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /Allowed choices are hosts, files, buckets, whois/);
  });
});

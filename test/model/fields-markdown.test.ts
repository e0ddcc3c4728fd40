import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DATASET_IDS } from '../../src/model/field.js';
import { fieldsMarkdown } from '../../src/model/fields-markdown.js';
import { registryFor } from '../../src/model/registry.js';

/** From dist/test/model/ (where this runs) to the repository's docs/. */
const FIELDS_MD = fileURLToPath(new URL('../../../docs/fields.md', import.meta.url));

describe('docs/fields.md', () => {
  it('is what fieldsMarkdown() renders', () => {
    const onDisk = readFileSync(FIELDS_MD, 'utf8');
    assert.ok(
      onDisk === fieldsMarkdown(),
      'docs/fields.md is out of date: regenerate it with `node dist/src/model/fields-markdown.js > docs/fields.md`',
    );
  });

  it('has one table row per field of every dataset', () => {
    const markdown = fieldsMarkdown();
    for (const dataset of DATASET_IDS) {
      assert.match(markdown, new RegExp(`^## ${dataset}$`, 'm'));
      for (const field of registryFor(dataset).all()) {
        assert.ok(
          markdown.includes(
            `| \`${field.name}\` | ${field.type} | ${field.category} | ${field.tier} |`,
          ),
          `${dataset}: no row for ${field.name}`,
        );
      }
    }
  });
});

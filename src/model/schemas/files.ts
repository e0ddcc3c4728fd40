/**
 * The exposed files dataset (see records/exposed-file.ts). Every string is keyword: names
 * and paths are matched whole or by wildcard (`name:*.sql`), never by words.
 * All fields are free: the dataset as a whole is what a plan grants or not.
 * Sortable: the scalar fields the exposed-files search offers to `sort_by`.
 *
 * Id: `url`. A file's natural key is provider + bucket + path; ingest derives `url` from
 * them when a source gives none, so the id is one field that clients already see.
 */

import { FILE_CATEGORIES, LABELS, PROVIDERS } from '../enumerations.js';
import type { CategoryDefinition, DatasetSchema } from '../field.js';
import { boolean, date, defineFields, integer, keyword } from './define.js';

const category = (id: string, displayName: string): CategoryDefinition =>
  Object.freeze({ id, displayName });

const FILE_CATEGORY_LIST = Object.freeze({
  general: category('general', 'General'),
  storage: category('storage', 'Storage'),
  classification: category('classification', 'Classification'),
  timestamps: category('timestamps', 'Timestamps'),
});
const C = FILE_CATEGORY_LIST;
const sortable = { sortable: true } as const;

export const FILES_SCHEMA: DatasetSchema = Object.freeze({
  dataset: 'files',
  idField: 'url',
  fields: Object.freeze([
    ...defineFields({
      category: C.general,
      fields: {
        name: keyword('File name.', sortable),
        path: keyword('Path of the file inside its bucket.', sortable),
        url: keyword('Public URL of the file.', sortable),
        ext: keyword('File extension including the dot, e.g. .sql.', sortable),
        ext_desc: keyword('Description of the file extension.'),
        type: keyword('Media type of the file, e.g. application/pdf.', sortable),
        size: integer('Size of the file in bytes.', sortable),
        etag: keyword('Entity tag reported by the storage provider.'),
      },
    }),
    ...defineFields({
      category: C.storage,
      fields: {
        bucket: keyword('Name of the bucket holding the file.', sortable),
        provider: keyword('Cloud provider, e.g. aws, gcp.', {
          ...sortable,
          enumeration: PROVIDERS,
        }),
        region: keyword('Region of the bucket.', sortable),
        accessible: boolean('True when the file could be downloaded at the last scan.'),
      },
    }),
    ...defineFields({
      category: C.classification,
      fields: {
        category: keyword('File category, e.g. db, src, key.', {
          ...sortable,
          enumeration: FILE_CATEGORIES,
        }),
        label: keyword('Sensitivity label, e.g. credential, pii.', {
          ...sortable,
          enumeration: LABELS,
        }),
        sensitive: boolean('True when the content is classified as sensitive.'),
      },
    }),
    ...defineFields({
      category: C.timestamps,
      fields: {
        ins_at: date('When the file was first recorded.', sortable),
        mod_at: date('Last modification time reported by the provider.', sortable),
        scan_at: date('When the file was last scanned.', sortable),
      },
    }),
  ]),
  nestedPaths: Object.freeze([]),
  defaultFields: Object.freeze(['name', 'path', 'bucket']),
  dynamicRoots: Object.freeze([]),
  categories: Object.freeze(Object.values(FILE_CATEGORY_LIST)),
});

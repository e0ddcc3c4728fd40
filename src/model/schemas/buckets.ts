/**
 * The exposed buckets dataset (see records/exposed-bucket.ts). Every string is keyword.
 * Tiers: free, except `owner_id` (pro): an owner account id pivots to every other bucket of
 * the same owner, an investigation feature. Sortable: the scalar counts and timestamps,
 * plus name, provider and region.
 *
 * `file_cat_count` maps a file category to a count. The known categories (file and bucket
 * categories) are declared so that `file_cat_count.src:[10 TO *]` is valid before any bucket
 * is ingested; any other key is discovered (as an integer) under the dynamic root.
 */
import { BUCKET_CATEGORIES, FILE_CATEGORIES, LABELS, PROVIDERS } from '../enumerations.js';
import type { CategoryDefinition, DatasetSchema } from '../field.js';
import { boolean, date, defineFields, integer, keyword } from './define.js';

const category = (id: string, displayName: string): CategoryDefinition =>
  Object.freeze({ id, displayName });

const BUCKET_CATEGORY_LIST = Object.freeze({
  general: category('general', 'General'),
  storage: category('storage', 'Storage'),
  contents: category('contents', 'Contents'),
  classification: category('classification', 'Classification'),
  timestamps: category('timestamps', 'Timestamps'),
});
const C = BUCKET_CATEGORY_LIST;
const sortable = { sortable: true } as const;

const countedCategories = [...new Set([...FILE_CATEGORIES, ...BUCKET_CATEGORIES])];
const fileCategoryCounts = Object.fromEntries(
  countedCategories.map((name) => [name, integer(`Number of files of category ${name}.`)]),
);

export const BUCKETS_SCHEMA: DatasetSchema = Object.freeze({
  dataset: 'buckets',
  idField: 'name',
  fields: Object.freeze([
    ...defineFields({
      category: C.general,
      fields: {
        name: keyword('Bucket name.', sortable),
        owner_id: keyword('Account id of the bucket owner.', { tier: 'pro' }),
        open: boolean('True when the bucket listing was public at the last scan.'),
        deleted: boolean('True when the bucket no longer exists.'),
        age_in_days: integer('Days since the bucket was first found.', sortable),
      },
    }),
    ...defineFields({
      category: C.storage,
      fields: {
        provider: keyword('Cloud provider, e.g. aws, gcp.', {
          ...sortable,
          enumeration: PROVIDERS,
        }),
        region: keyword('Region of the bucket.', sortable),
      },
    }),
    ...defineFields({
      category: C.contents,
      fields: {
        files: integer('Number of files in the bucket.', sortable),
        new_files: integer('Files that appeared since the previous scan.', sortable),
        sensitive_files: integer('Files classified as sensitive.', sortable),
      },
    }),
    ...defineFields({
      category: C.classification,
      fields: {
        labels: keyword('Sensitivity labels of its files, e.g. credential.', {
          enumeration: LABELS,
        }),
        categories: keyword('Bucket categories, e.g. bkup, dbdump.', {
          enumeration: BUCKET_CATEGORIES,
        }),
      },
    }),
    ...defineFields({
      category: C.classification,
      prefix: 'file_cat_count',
      fields: fileCategoryCounts,
    }),
    ...defineFields({
      category: C.timestamps,
      fields: {
        ins_at: date('When the bucket was first recorded.', sortable),
        scan_at: date('When the bucket was last scanned.', sortable),
        prev_scan_at: date('When the bucket was scanned before the last scan.', sortable),
        last_found_at: date('When the bucket was last found to exist.', sortable),
        last_open_at: date('When the bucket was last found open.', sortable),
        ef_mod_at: date('Newest modification time among its exposed files.', sortable),
        lf_mod_at: date('Newest modification time among its listed files.', sortable),
      },
    }),
  ]),
  nestedPaths: Object.freeze([]),
  defaultFields: Object.freeze(['name']),
  dynamicRoots: Object.freeze([
    Object.freeze({
      path: 'file_cat_count',
      fallbackCategory: 'classification',
      tier: 'free' as const,
    }),
  ]),
  categories: Object.freeze(Object.values(BUCKET_CATEGORY_LIST)),
});

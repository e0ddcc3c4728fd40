/** The declared schema of every dataset. */
import type { DatasetId, DatasetSchema } from '../field.js';
import { BUCKETS_SCHEMA } from './buckets.js';
import { FILES_SCHEMA } from './files.js';
import { HOSTS_SCHEMA } from './hosts.js';
import { WHOIS_SCHEMA } from './whois.js';

export { BUCKETS_SCHEMA, FILES_SCHEMA, HOSTS_SCHEMA, WHOIS_SCHEMA };

export const DATASET_SCHEMAS: Readonly<Record<DatasetId, DatasetSchema>> = Object.freeze({
  hosts: HOSTS_SCHEMA,
  files: FILES_SCHEMA,
  buckets: BUCKETS_SCHEMA,
  whois: WHOIS_SCHEMA,
});

export function schemaFor(dataset: DatasetId): DatasetSchema {
  return DATASET_SCHEMAS[dataset];
}

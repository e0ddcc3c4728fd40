/**
 * Value sets ODIN publishes for exposed files and buckets. Values are lower-case; fields
 * that carry them declare them as their `enumeration` so a query for a value outside the
 * set can be reported instead of silently matching nothing.
 */

/** Categories of an exposed file (`category` of a file). */
export const FILE_CATEGORIES: readonly string[] = Object.freeze([
  'img',
  'aud',
  'vid',
  'font',
  'txt',
  'doc',
  'src',
  'db',
  'march',
  'arch',
  '3d',
  'exec',
  'key',
  'cert',
]);

/** Categories of a bucket (`categories[]` of a bucket). */
export const BUCKET_CATEGORIES: readonly string[] = Object.freeze([
  'img',
  'aud',
  'vid',
  'font',
  'doc',
  'src',
  'web',
  'bkup',
  'dbdump',
]);

/** Sensitivity labels, shared by files (`label`) and buckets (`labels[]`). */
export const LABELS: readonly string[] = Object.freeze([
  'credential',
  'financial',
  'pii',
  'legal',
  'ip',
  'medical',
  'hr',
  'report',
  'confidential',
  'backup',
  'compromised',
  'vulnerable',
]);

/**
 * Cloud storage providers. ODIN's API lists the first four; its documentation also names
 * azure, akamai, alibaba and ibm.
 */
export const PROVIDERS: readonly string[] = Object.freeze([
  'aws',
  'gcp',
  'do',
  'linode',
  'azure',
  'akamai',
  'alibaba',
  'ibm',
]);

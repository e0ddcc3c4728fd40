/**
 * A cloud storage bucket found open to the public (ODIN's `exposed.Bucket`). Either
 * ingested directly or derived from its files (counts, labels, categories, file_cat_count).
 * Member names are the wire names. Timestamps are RFC 3339 strings.
 */

export interface ExposedBucket {
  /** Bucket name; the record's id (bucket names are unique within a provider). */
  name: string;
  /** Cloud provider, one of `PROVIDERS`. */
  provider?: string;
  region?: string;
  /** Account id of the bucket's owner, when the provider reveals it. */
  owner_id?: string;
  /** True when the bucket's listing was public at the last scan. */
  open?: boolean;
  /** True when the bucket no longer exists. */
  deleted?: boolean;
  /** Sensitivity labels of its files, from `LABELS`. */
  labels?: string[];
  /** Bucket categories, from `BUCKET_CATEGORIES`. */
  categories?: string[];
  /** Number of files (an integer). */
  files?: number;
  /** Files that appeared since the previous scan. */
  new_files?: number;
  /** Files classified as sensitive. */
  sensitive_files?: number;
  /** Number of files per file category, e.g. `{"src": 12, "img": 3}`; values are integers. */
  file_cat_count?: Record<string, number>;
  /** Days since the bucket was first found (an integer). */
  age_in_days?: number;
  ins_at?: string;
  scan_at?: string;
  prev_scan_at?: string;
  last_found_at?: string;
  last_open_at?: string;
  /** Newest modification time among its exposed files. */
  ef_mod_at?: string;
  /** Newest modification time among its listed files. */
  lf_mod_at?: string;
}

/**
 * A file found in a publicly readable cloud storage bucket (ODIN's `exposed.File`).
 * Member names are the wire names. Timestamps are RFC 3339 strings.
 */

export interface ExposedFile {
  /**
   * The file's public URL and the record's id. The natural key is provider + bucket + path;
   * ingest derives `url` from them when a source does not give one, so one file has one id.
   */
  url: string;
  /** File name (last path segment). */
  name?: string;
  /** Path of the file inside its bucket. */
  path?: string;
  bucket?: string;
  /** Cloud provider, one of `PROVIDERS` (`aws`, `gcp`, ...). */
  provider?: string;
  region?: string;
  /** Extension including the dot, e.g. `.db`. */
  ext?: string;
  /** Human description of the extension. */
  ext_desc?: string;
  /** Media type, e.g. `application/pdf`. */
  type?: string;
  /** Size in bytes (an integer). */
  size?: number;
  etag?: string;
  /** File category, one of `FILE_CATEGORIES`. */
  category?: string;
  /** Sensitivity label, one of `LABELS`. */
  label?: string;
  /** True when the content is classified as sensitive. */
  sensitive?: boolean;
  /** True when the file could be downloaded at the last scan. */
  accessible?: boolean;
  /** When the file was first recorded. */
  ins_at?: string;
  /** Last modification time reported by the storage provider. */
  mod_at?: string;
  /** When the file was last scanned. */
  scan_at?: string;
}

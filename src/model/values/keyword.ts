/**
 * Keyword values compare case-insensitively: the index and the query analyzer both
 * reduce a keyword to this form, and records keep the value as it was stored.
 */
export function normalizeKeyword(value: string): string {
  return value.toLowerCase();
}

/**
 * Tokenizer for text fields (banners, titles, descriptions). A token is a maximal run of
 * Unicode letters and digits, lower-cased. Underscores, dots, slashes and dashes separate
 * tokens so that `SSH-2.0-OpenSSH_8.9p1` yields `ssh 2 0 openssh 8 9p1` and a search for
 * `openssh` finds it; a phrase query (`"openssh_8.9p1"`) still matches the exact sequence.
 */
const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;

export function tokenizeText(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.toLowerCase().matchAll(TOKEN)) tokens.push(match[0]);
  return tokens;
}

/** True when `value` is already exactly one token (so tokenizing it gives it back). */
export function isSingleToken(value: string): boolean {
  const tokens = tokenizeText(value);
  return tokens.length === 1 && tokens[0] === value;
}

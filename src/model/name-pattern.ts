/**
 * Field-name patterns as Lucene's `query_string` accepts them in field position
 * (`services.modules.http.*:nginx`): `*` matches any run of characters, dots included, and
 * `?` exactly one character. Everything else is literal and the match is case-sensitive,
 * as field names are.
 */
export function compileNamePattern(pattern: string): (name: string) => boolean {
  let source = '';
  for (const character of pattern) {
    if (character === '*') source += '.*';
    else if (character === '?') source += '.';
    else source += character.replace(/[\\^$.|+()[\]{}/]/g, '\\$&');
  }
  // `u` so that `?` is one code point, `s` so that `*` crosses any character.
  const regex = new RegExp(`^${source}$`, 'su');
  return (name) => regex.test(name);
}

/** True when the pattern has a wildcard, i.e. may name more than one field. */
export function isNamePattern(name: string): boolean {
  return name.includes('*') || name.includes('?');
}

/**
 * Analyzed query → canonical query text, for logs, error messages and the web page.
 * Re-analyzing the text against the same registry gives the same query, whatever the
 * default operator: operators are explicit and a negation inside OR is parenthesized.
 */
import { formatInstant } from '../model/values/instant.js';
import { formatIpKey, rangeAsCidr } from '../model/values/ip.js';
import type { Query, RangeQuery, TermQuery } from './analyzed.js';

export function printQuery(query: Query): string {
  return print(query, '');
}

/** `scope` is the nested path the text is inside, whose prefix field names drop. */
function print(query: Query, scope: string): string {
  switch (query.kind) {
    case 'all':
      return '*';
    case 'none':
      return 'NOT *';
    case 'and':
      return query.clauses
        .map((clause) =>
          clause.kind === 'or' ? `(${print(clause, scope)})` : print(clause, scope),
        )
        .join(' AND ');
    case 'or':
      return query.clauses
        .map((clause) =>
          clause.kind === 'and' || clause.kind === 'not'
            ? `(${print(clause, scope)})`
            : print(clause, scope),
        )
        .join(' OR ');
    case 'not': {
      const inner = print(query.clause, scope);
      return query.clause.kind === 'and' || query.clause.kind === 'or'
        ? `NOT (${inner})`
        : `NOT ${inner}`;
    }
    case 'nested':
      return `${fieldName(query.path, scope)}:(${print(query.query, query.path)})`;
    case 'exists':
      return `_exists_:${fieldName(query.field, scope)}`;
    case 'term':
      return `${fieldName(query.field, scope)}:${termValue(query)}`;
    case 'phrase':
      return `${fieldName(query.field, scope)}:${quote(query.tokens.join(' '))}${query.slop > 0 ? `~${query.slop}` : ''}`;
    case 'range':
      return `${fieldName(query.field, scope)}:${rangeValue(query)}`;
    case 'prefix':
      return `${fieldName(query.field, scope)}:${escapeWord(query.prefix.replace(/[*?\\]/g, '\\$&'), true)}*`;
    case 'wildcard':
      return `${fieldName(query.field, scope)}:${escapeWord(query.pattern, true)}`;
    case 'regexp':
      return `${fieldName(query.field, scope)}:/${query.pattern}/`;
    case 'fuzzy':
      return `${fieldName(query.field, scope)}:${escapeWord(query.value, false)}~${query.maxEdits}`;
  }
}

function fieldName(name: string, scope: string): string {
  const relative =
    scope !== '' && name.startsWith(`${scope}.`) ? name.slice(scope.length + 1) : name;
  return escapeWord(relative, false).replace(/:/g, '\\:');
}

function termValue(query: TermQuery): string {
  switch (query.type) {
    case 'keyword':
      return quote(String(query.value));
    case 'text':
      return escapeWord(String(query.value), false);
    case 'date':
      return quote(dateText(query.value as number));
    case 'ip':
      return quote(formatIpKey(query.value as string));
    default:
      return String(query.value);
  }
}

function rangeValue(query: RangeQuery): string {
  if (query.type === 'ip' && query.gte !== undefined && query.lte !== undefined) {
    const cidr = rangeAsCidr({ from: query.gte as string, to: query.lte as string });
    if (cidr) return quote(cidr);
  }
  const bound = (value: number | string | undefined): string => {
    if (value === undefined) return '*';
    if (query.type === 'date') return dateText(value as number);
    if (query.type === 'ip') return formatIpKey(value as string);
    if (query.type === 'keyword' || query.type === 'text') return quote(value as string);
    return String(value);
  };
  // An open end prints as `[*` / `*]`; only a present exclusive bound uses a curly bracket.
  const lower = query.gt !== undefined ? `{${bound(query.gt)}` : `[${bound(query.gte)}`;
  const upper = query.lt !== undefined ? `${bound(query.lt)}}` : `${bound(query.lte)}]`;
  return `${lower} TO ${upper}`;
}

/** RFC 3339 for years 0–9999; beyond, ISO's extended years do not read back, epoch ms do. */
function dateText(ms: number): string {
  const text = formatInstant(ms);
  return /^\d{4}-/.test(text) ? text : String(ms);
}

function quote(text: string): string {
  return `"${text.replace(/["\\]/g, '\\$&')}"`;
}

/** Characters that end a word, and those that mean something at a word's start. */
const WORD_SPECIAL = /[\s()"^~[\]{}\\]/u;
const START_SPECIAL = /^['/<>+\-!]/;

/**
 * Escapes a word so the lexer reads it back as written. In a wildcard pattern the
 * backslash escapes (\*, \?, \\) are kept as they are.
 */
function escapeWord(word: string, isPattern: boolean): string {
  let out = '';
  const chars = Array.from(word);
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (isPattern && ch === '\\') {
      out += ch + (chars[++i] ?? '');
    } else if (
      WORD_SPECIAL.test(ch) ||
      (i === 0 && START_SPECIAL.test(ch)) ||
      (!isPattern && (ch === '*' || ch === '?'))
    ) {
      out += `\\${ch}`;
    } else {
      out += ch;
    }
  }
  // AND, OR, NOT, TO alone, or a leading && or ||, would read as operators.
  return /^(AND|OR|NOT|TO)$|^(&&|\|\|)/.test(out) ? `\\${out}` : out;
}

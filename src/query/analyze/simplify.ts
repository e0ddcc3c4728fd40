/**
 * Normal form of the analyzed query: flat and/or lists, no match-all or match-none inside a
 * boolean, no double negation. Engines rely on it, and printing then re-analyzing a query
 * gives the same query only because this is idempotent.
 */
import { MATCH_ALL, MATCH_NONE, type Query } from '../analyzed.js';

export function and(clauses: readonly Query[]): Query {
  const flat: Query[] = [];
  for (const clause of clauses) {
    if (clause.kind === 'none') return MATCH_NONE;
    if (clause.kind === 'all') continue;
    if (clause.kind === 'and') flat.push(...clause.clauses);
    else flat.push(clause);
  }
  if (flat.length === 0) return MATCH_ALL;
  return flat.length === 1 ? flat[0]! : { kind: 'and', clauses: flat };
}

export function or(clauses: readonly Query[]): Query {
  const flat: Query[] = [];
  for (const clause of clauses) {
    if (clause.kind === 'all') return MATCH_ALL;
    if (clause.kind === 'none') continue;
    if (clause.kind === 'or') flat.push(...clause.clauses);
    else flat.push(clause);
  }
  if (flat.length === 0) return MATCH_NONE;
  return flat.length === 1 ? flat[0]! : { kind: 'or', clauses: flat };
}

export function not(clause: Query): Query {
  if (clause.kind === 'all') return MATCH_NONE;
  if (clause.kind === 'none') return MATCH_ALL;
  if (clause.kind === 'not') return clause.clause;
  return { kind: 'not', clause };
}

export function nested(path: string, query: Query): Query {
  return query.kind === 'none' ? MATCH_NONE : { kind: 'nested', path, query };
}

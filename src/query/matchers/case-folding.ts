import { CharSet } from './char-set.js';

/**
 * Simple (one code point to one code point) case mappings, as String.prototype.toLowerCase
 * and toUpperCase give them for a lone code point. Mappings that produce several code points
 * (ß → SS, İ → i̇) are ignored, as Lucene and java.util.regex ignore them.
 */

export function simpleLowerCase(cp: number): number {
  return singleCodePointOf(String.fromCodePoint(cp).toLowerCase(), cp);
}

export function simpleUpperCase(cp: number): number {
  return singleCodePointOf(String.fromCodePoint(cp).toUpperCase(), cp);
}

function singleCodePointOf(mapped: string, fallback: number): number {
  const first = mapped.codePointAt(0)!;
  return mapped.length === (first > 0xffff ? 2 : 1) ? first : fallback;
}

/**
 * A canonical case-insensitive key for one code point, for comparing two code points
 * symmetrically (fuzzy matching): lower(upper(cp)), so that `ſ`, `s` and `S` share a key,
 * as do the Kelvin sign and `k`.
 */
export function caseKey(cp: number): number {
  return simpleLowerCase(simpleUpperCase(cp));
}

interface CaseTables {
  /** For each code point m: every x ≠ m with lower(x) = m or upper(x) = m. */
  readonly variantsByMapping: ReadonlyMap<number, readonly number[]>;
  /** Every (x, m) pair of the map above, flattened: [x0, m0, x1, m1, ...]. */
  readonly pairs: readonly number[];
}

let tables: CaseTables | undefined;

/**
 * Built lazily, once, by asking the JavaScript engine about every code point that can have
 * a case. All cased scripts live below U+20000; surrogates have no case.
 */
function caseTables(): CaseTables {
  if (tables) return tables;
  const variantsByMapping = new Map<number, number[]>();
  const pairs: number[] = [];
  const record = (x: number, mapped: number) => {
    if (mapped === x) return;
    const list = variantsByMapping.get(mapped);
    if (list === undefined) variantsByMapping.set(mapped, [x]);
    else if (!list.includes(x)) list.push(x);
    else return;
    pairs.push(x, mapped);
  };
  for (let cp = 0; cp < 0x20000; cp++) {
    if (cp === 0xd800) cp = 0xe000;
    record(cp, simpleLowerCase(cp));
    record(cp, simpleUpperCase(cp));
  }
  tables = { variantsByMapping, pairs };
  return tables;
}

/** Sets at most this large are folded member by member rather than by scanning all pairs. */
const SMALL_SET = 64;

/**
 * The code points a case-insensitive pattern character accepts: x is in the result when x,
 * lower(x) or upper(x) is in `set`.
 */
export function foldCharSet(set: CharSet): CharSet {
  const { variantsByMapping, pairs } = caseTables();
  const added: number[] = [];
  if (set.size <= SMALL_SET) {
    for (const cp of set.codePoints()) {
      const variants = variantsByMapping.get(cp);
      if (variants) added.push(...variants);
    }
  } else {
    for (let i = 0; i < pairs.length; i += 2) {
      if (set.has(pairs[i + 1]!)) added.push(pairs[i]!);
    }
  }
  return added.length === 0 ? set : set.union(CharSet.fromCodePoints(added));
}

/** True when some other code point maps to or from `cp` by case: `cp` is not case-neutral. */
export function hasCaseVariants(cp: number): boolean {
  return (
    caseTables().variantsByMapping.has(cp) ||
    simpleLowerCase(cp) !== cp ||
    simpleUpperCase(cp) !== cp
  );
}

/**
 * Deterministic randomness for the demo data generator: a tiny seeded PRNG (mulberry32), the
 * integer hashes that derive independent seeds from (seed, index, purpose), and weighted /
 * Zipf sampling over precomputed cumulative tables.
 *
 * Nothing here touches Math.random or the clock: the same seed always gives the same
 * stream, which is what lets any host be regenerated alone from (seed, index).
 */

const TWO_POW_32 = 4_294_967_296;

/** The 32-bit finalizer of MurmurHash3: bijective, with full avalanche. */
export function mix32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/**
 * A 32-bit seed from up to three integers: the generator seed, an index (any safe
 * non-negative integer; both 32-bit halves are mixed in) and a salt naming the purpose, so
 * that streams used for different things never coincide.
 */
export function deriveSeed(seed: number, index: number, salt = 0): number {
  const low = index >>> 0;
  const high = Math.floor(index / TWO_POW_32) >>> 0;
  let h = mix32(seed ^ 0x9e3779b9);
  h = mix32(h ^ Math.imul(low, 0x27d4eb2f));
  h = mix32(h ^ Math.imul(high + 0x165667b1, 0x61c88647));
  return mix32(h ^ Math.imul(salt + 1, 0x2545f491));
}

/** A stable 32-bit hash of a string (FNV-1a, then mixed), for values derived from text. */
export function hashString(text: string, salt = 0): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** mulberry32: 32 bits of state, fast, and good enough for synthetic data. */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A uniform unsigned 32-bit integer. */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) | 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A uniform float in [0, 1). */
  float(): number {
    return this.next() / TWO_POW_32;
  }

  /** A uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.float() < p;
  }

  /** A uniformly chosen element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.float() * items.length)]!;
  }
}

/**
 * Sampling of indices 0..n-1 with fixed weights: a cumulative table searched by bisection,
 * so a draw costs one random number and log2(n) comparisons.
 */
export class WeightedTable {
  readonly #cumulative: Float64Array;
  readonly #total: number;

  constructor(weights: readonly number[]) {
    if (weights.length === 0) throw new Error('a weighted table needs at least one weight');
    this.#cumulative = new Float64Array(weights.length);
    let total = 0;
    for (let i = 0; i < weights.length; i++) {
      const weight = weights[i]!;
      if (!(weight >= 0)) throw new Error(`invalid weight ${weight} at ${i}`);
      total += weight;
      this.#cumulative[i] = total;
    }
    if (total <= 0) throw new Error('a weighted table needs a positive total weight');
    this.#total = total;
  }

  /** Zipf's law over n ranks: rank k (0-based) has weight 1 / (k + 1)^exponent. */
  static zipf(n: number, exponent = 1): WeightedTable {
    return new WeightedTable(Array.from({ length: n }, (_, k) => 1 / (k + 1) ** exponent));
  }

  get size(): number {
    return this.#cumulative.length;
  }

  /** The probability of index i, for tests and documentation. */
  probability(i: number): number {
    const below = i === 0 ? 0 : this.#cumulative[i - 1]!;
    return (this.#cumulative[i]! - below) / this.#total;
  }

  sample(random: Random): number {
    const target = random.float() * this.#total;
    const cumulative = this.#cumulative;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

/** Items drawn with a weighted table: Zipf over the items' order unless weights are given. */
export class Picker<T> {
  readonly items: readonly T[];
  readonly table: WeightedTable;

  constructor(items: readonly T[], weights: WeightedTable | readonly number[] | number = 1) {
    this.items = items;
    this.table =
      weights instanceof WeightedTable
        ? weights
        : typeof weights === 'number'
          ? WeightedTable.zipf(items.length, weights)
          : new WeightedTable(weights);
    if (this.table.size !== items.length) throw new Error('one weight per item is needed');
  }

  pick(random: Random): T {
    return this.items[this.table.sample(random)]!;
  }
}

/** Zipf-distributed choice over items ordered from most to least common. */
export function zipfPicker<T>(items: readonly T[], exponent = 1): Picker<T> {
  return new Picker(items, exponent);
}

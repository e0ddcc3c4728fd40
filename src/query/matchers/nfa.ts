import type { CharSet } from './char-set.js';

/** A transition on any code point of `set`. */
export interface CharEdge {
  readonly set: CharSet;
  /** Target state; -1 while it is still a hole to patch. */
  to: number;
}

/**
 * A transition whose target is not known yet, as in Thompson's construction: `edge` is the
 * index of a char edge of `state`, or -1 for "add an epsilon edge from `state`".
 */
export interface Hole {
  readonly state: number;
  readonly edge: number;
}

/** A piece of automaton under construction: where it starts and which exits still dangle. */
export interface Fragment {
  readonly start: number;
  readonly holes: readonly Hole[];
}

/** Thrown when an automaton would exceed its state bound; callers turn it into a PatternError. */
export class StateLimitExceeded extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} automaton states`);
    this.name = 'StateLimitExceeded';
  }
}

/**
 * A nondeterministic automaton over code points with epsilon edges. It is never
 * backtracked: matchers simulate it on sets of states, so matching is linear in the input
 * whatever the pattern.
 */
export class Nfa {
  readonly epsilons: number[][] = [];
  readonly edges: CharEdge[][] = [];
  start = -1;
  /** The single accepting state; it has no outgoing edges. */
  accept = -1;

  constructor(readonly maxStates: number) {}

  get stateCount(): number {
    return this.edges.length;
  }

  addState(): number {
    if (this.edges.length >= this.maxStates) throw new StateLimitExceeded(this.maxStates);
    this.epsilons.push([]);
    this.edges.push([]);
    return this.edges.length - 1;
  }

  /** Adds an edge and returns its index in the state's edge list (for holes). */
  addEdge(from: number, set: CharSet, to: number): number {
    return this.edges[from]!.push({ set, to }) - 1;
  }

  addEpsilon(from: number, to: number): void {
    this.epsilons[from]!.push(to);
  }

  /** Points every hole at `target`. */
  patch(holes: readonly Hole[], target: number): void {
    for (const hole of holes) {
      if (hole.edge < 0) this.addEpsilon(hole.state, target);
      else this.edges[hole.state]![hole.edge]!.to = target;
    }
  }
}

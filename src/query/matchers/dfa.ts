import type { CharSet } from './char-set.js';
import { type CharEdge, type Fragment, type Hole, type Nfa, StateLimitExceeded } from './nfa.js';
import { StateSets, stateSetKey } from './state-sets.js';

/**
 * A deterministic automaton: from each state, the edges' sets are disjoint. Only the
 * complement and intersection operators need one, so only their operands are determinized
 * (bounded by the state limit); everything else stays an NFA.
 */
export interface Dfa {
  readonly start: number;
  readonly accepting: readonly boolean[];
  readonly edges: ReadonlyArray<readonly CharEdge[]>;
}

/**
 * Subset construction. With `complete`, every state has a transition on every code point
 * (possibly to a dead state), which complementing requires.
 */
export function determinize(nfa: Nfa, limit: number, complete: boolean): Dfa {
  const sets = new StateSets(nfa);
  const idByKey = new Map<string, number>();
  const pending: Array<readonly number[]> = [];
  const accepting: boolean[] = [];
  const edges: CharEdge[][] = [];
  const idOf = (set: readonly number[]): number => {
    const key = stateSetKey(set);
    let id = idByKey.get(key);
    if (id === undefined) {
      id = accepting.length;
      if (id >= limit) throw new StateLimitExceeded(limit);
      idByKey.set(key, id);
      accepting.push(sets.isAccepting(set));
      edges.push([]);
      pending.push(set);
    }
    return id;
  };
  idOf(sets.start());
  for (let id = 0; id < pending.length; id++) {
    for (const { set, targets } of sets.transitions(pending[id]!, complete)) {
      edges[id]!.push({ set, to: idOf(targets) });
    }
  }
  return { start: 0, accepting, edges };
}

/** Strings the automaton rejects. `dfa` must be complete (see determinize). */
export function complementDfa(dfa: Dfa): Dfa {
  return {
    start: dfa.start,
    accepting: dfa.accepting.map((accepts) => !accepts),
    edges: dfa.edges,
  };
}

/** Product construction: strings both automata accept. */
export function intersectDfas(left: Dfa, right: Dfa, limit: number): Dfa {
  const idByPair = new Map<string, number>();
  const pairs: Array<[number, number]> = [];
  const accepting: boolean[] = [];
  const edges: CharEdge[][] = [];
  const idOf = (l: number, r: number): number => {
    const key = `${l},${r}`;
    let id = idByPair.get(key);
    if (id === undefined) {
      id = pairs.length;
      if (id >= limit) throw new StateLimitExceeded(limit);
      idByPair.set(key, id);
      pairs.push([l, r]);
      accepting.push(left.accepting[l]! && right.accepting[r]!);
      edges.push([]);
    }
    return id;
  };
  idOf(left.start, right.start);
  for (let id = 0; id < pairs.length; id++) {
    const [l, r] = pairs[id]!;
    for (const leftEdge of left.edges[l]!) {
      for (const rightEdge of right.edges[r]!) {
        const both: CharSet = leftEdge.set.intersect(rightEdge.set);
        if (!both.isEmpty) edges[id]!.push({ set: both, to: idOf(leftEdge.to, rightEdge.to) });
      }
    }
  }
  return { start: 0, accepting, edges };
}

/**
 * Drops states from which no accepting state is reachable (a complement's former accepting
 * sinks, an intersection's dead pairs), so simulation does not carry them along. Undefined
 * when the language is empty.
 */
export function trimDfa(dfa: Dfa): Dfa | undefined {
  const predecessors: number[][] = dfa.edges.map(() => []);
  dfa.edges.forEach((out, from) => {
    for (const edge of out) predecessors[edge.to]!.push(from);
  });
  const live = dfa.accepting.slice();
  const pending = live.flatMap((accepts, state) => (accepts ? [state] : []));
  while (pending.length > 0) {
    for (const from of predecessors[pending.pop()!]!) {
      if (!live[from]) {
        live[from] = true;
        pending.push(from);
      }
    }
  }
  if (!live[dfa.start]) return undefined;
  return {
    start: dfa.start,
    accepting: dfa.accepting,
    edges: dfa.edges.map((out, state) => (live[state] ? out.filter((edge) => live[edge.to]) : [])),
  };
}

/** Copies a DFA into an NFA under construction; its accepting states become the holes. */
export function embedDfa(dfa: Dfa | undefined, nfa: Nfa): Fragment {
  if (dfa === undefined) return { start: nfa.addState(), holes: [] };
  // Only states reachable from the start over kept edges are copied.
  const idOf = new Map<number, number>();
  const order: number[] = [];
  const visit = (state: number): number => {
    let id = idOf.get(state);
    if (id === undefined) {
      id = nfa.addState();
      idOf.set(state, id);
      order.push(state);
    }
    return id;
  };
  const start = visit(dfa.start);
  const holes: Hole[] = [];
  for (let i = 0; i < order.length; i++) {
    const state = order[i]!;
    const id = idOf.get(state)!;
    for (const edge of dfa.edges[state]!) nfa.addEdge(id, edge.set, visit(edge.to));
    if (dfa.accepting[state]) holes.push({ state: id, edge: -1 });
  }
  return { start, holes };
}

import { CharSet } from './char-set.js';
import { MAX_CODE_POINT } from './code-points.js';
import type { CharEdge, Nfa } from './nfa.js';

/**
 * A set of NFA states after epsilon closure, sorted, keeping only the states that matter:
 * those with char edges, and the accepting state. Two closures that differ only in
 * pass-through epsilon states are thus equal, which keeps determinized automata small.
 */
export type StateSet = readonly number[];

export const EMPTY_STATE_SET: StateSet = [];

/** Where a state set goes on the code points of `set`. */
export interface Transition {
  readonly set: CharSet;
  readonly targets: StateSet;
}

export function stateSetKey(set: StateSet): string {
  return set.join(',');
}

/** Epsilon closures, single steps and full transition tables over one finished NFA. */
export class StateSets {
  private readonly visitedStamp: Int32Array;
  private stamp = 0;

  constructor(readonly nfa: Nfa) {
    this.visitedStamp = new Int32Array(nfa.stateCount);
  }

  start(): StateSet {
    return this.closure([this.nfa.start]);
  }

  isAccepting(set: StateSet): boolean {
    return set.includes(this.nfa.accept);
  }

  closure(seeds: readonly number[]): StateSet {
    const { epsilons, edges, accept } = this.nfa;
    const visited = this.visitedStamp;
    const stamp = this.nextStamp();
    const pending = [...seeds];
    const result: number[] = [];
    while (pending.length > 0) {
      const state = pending.pop()!;
      if (visited[state] === stamp) continue;
      visited[state] = stamp;
      if (edges[state]!.length > 0 || state === accept) result.push(state);
      for (const next of epsilons[state]!) {
        if (visited[next] !== stamp) pending.push(next);
      }
    }
    return result.sort((a, b) => a - b);
  }

  /** The state set reached from `set` on code point `cp`. */
  step(set: StateSet, cp: number): StateSet {
    const targets: number[] = [];
    for (const state of set) {
      for (const edge of this.nfa.edges[state]!) {
        if (edge.set.has(cp)) targets.push(edge.to);
      }
    }
    return targets.length === 0 ? EMPTY_STATE_SET : this.closure(targets);
  }

  /**
   * Partitions the code points by where `set` goes on them. With `complete`, code points
   * that lead nowhere form one more transition, to the empty set, so the table covers all
   * of Unicode (complementing needs that); without, they are left out.
   */
  transitions(set: StateSet, complete: boolean): Transition[] {
    const edges: CharEdge[] = [];
    for (const state of set) edges.push(...this.nfa.edges[state]!);

    // Sweep the code point line: +(i+1) where edge i's range starts, -(i+1) past its end.
    const events: Array<[position: number, signedEdge: number]> = [];
    edges.forEach((edge, index) => {
      const bounds = edge.set.bounds;
      for (let r = 0; r < bounds.length; r += 2) {
        events.push([bounds[r]!, index + 1], [bounds[r + 1]! + 1, -(index + 1)]);
      }
    });
    events.sort((x, y) => x[0] - y[0]);

    const active = new Set<number>();
    const targetsByActive = new Map<string, StateSet>();
    const rangesByTargets = new Map<
      string,
      { targets: StateSet; ranges: Array<[number, number]> }
    >();
    let cursor = 0;
    let next = 0;
    while (cursor <= MAX_CODE_POINT) {
      while (next < events.length && events[next]![0] === cursor) {
        const signed = events[next++]![1];
        if (signed > 0) active.add(signed - 1);
        else active.delete(-signed - 1);
      }
      const end = next < events.length ? events[next]![0] : MAX_CODE_POINT + 1;
      if (active.size > 0 || complete) {
        const activeEdges = [...active].sort((a, b) => a - b);
        const activeKey = activeEdges.join(',');
        let targets = targetsByActive.get(activeKey);
        if (targets === undefined) {
          targets =
            activeEdges.length === 0
              ? EMPTY_STATE_SET
              : this.closure(activeEdges.map((i) => edges[i]!.to));
          targetsByActive.set(activeKey, targets);
        }
        const targetKey = stateSetKey(targets);
        const group = rangesByTargets.get(targetKey);
        if (group) group.ranges.push([cursor, end - 1]);
        else rangesByTargets.set(targetKey, { targets, ranges: [[cursor, end - 1]] });
      }
      cursor = end;
    }
    return [...rangesByTargets.values()].map(({ targets, ranges }) => ({
      set: CharSet.fromRanges(ranges),
      targets,
    }));
  }

  private nextStamp(): number {
    if (this.stamp === 0x7fffffff) {
      this.visitedStamp.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }
}

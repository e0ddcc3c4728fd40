import type { StateSet, StateSets } from './state-sets.js';
import { stateSetKey } from './state-sets.js';

export interface PrefixFacts {
  readonly literalPrefix: string;
  readonly isPrefixOnly: boolean;
}

/** Longest literal prefix looked for; a longer one is simply cut (still a valid prefix). */
const MAX_PREFIX_CODE_POINTS = 1000;
/** Determinized states explored to prove the rest of the language is "every string". */
const MAX_UNIVERSALITY_STATES = 64;

/**
 * What an engine can exploit to avoid scanning the whole dictionary, read off the automaton
 * (so it is right for every construct, case-insensitive ones included):
 *
 * - the literal prefix: while the start set cannot accept yet and all its transitions are on
 *   one single code point, that code point must begin every match;
 * - prefix-only: after that prefix the automaton accepts every continuation, i.e. every
 *   reachable determinized state accepts and has a transition on every code point.
 *
 * Both answers are conservative: a shorter prefix, or false, is always safe.
 */
export function analyzePrefix(sets: StateSets): PrefixFacts {
  let current = sets.start();
  let prefix = '';
  const seen = new Set<string>();
  for (let length = 0; length < MAX_PREFIX_CODE_POINTS; length++) {
    if (sets.isAccepting(current)) break;
    const key = stateSetKey(current);
    if (seen.has(key)) break; // a loop that never accepts: the language is empty from here
    seen.add(key);
    const transitions = sets.transitions(current, false);
    const only = transitions.length === 1 ? transitions[0]!.set.singleCodePoint() : undefined;
    if (only === undefined) break;
    prefix += String.fromCodePoint(only);
    current = transitions[0]!.targets;
  }
  return { literalPrefix: prefix, isPrefixOnly: acceptsEverything(sets, current) };
}

function acceptsEverything(sets: StateSets, from: StateSet): boolean {
  const seen = new Set<string>([stateSetKey(from)]);
  const pending = [from];
  while (pending.length > 0) {
    const set = pending.pop()!;
    if (!sets.isAccepting(set)) return false;
    for (const { targets } of sets.transitions(set, true)) {
      const key = stateSetKey(targets);
      if (seen.has(key)) continue;
      if (seen.size >= MAX_UNIVERSALITY_STATES) return false;
      seen.add(key);
      pending.push(targets);
    }
  }
  return true;
}

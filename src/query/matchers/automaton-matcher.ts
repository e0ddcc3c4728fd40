import type { LanguageNode } from './language-tree.js';
import { StateLimitExceeded } from './nfa.js';
import { compileLanguage } from './nfa-compiler.js';
import { PatternError } from './pattern-error.js';
import { analyzePrefix } from './prefix-analysis.js';
import { type StateSet, StateSets, stateSetKey } from './state-sets.js';
import type { TermMatcher } from './term-matcher.js';

/**
 * Compiles a language tree to an NFA and wraps it as a TermMatcher. `describe` names the
 * pattern kind in the too-complex message ("regular expression", "wildcard pattern").
 */
export function automatonMatcher(
  tree: LanguageNode,
  maxStates: number,
  describe: string,
): TermMatcher {
  let sets: StateSets;
  try {
    sets = new StateSets(compileLanguage(tree, maxStates));
  } catch (error) {
    if (error instanceof StateLimitExceeded) {
      throw new PatternError(
        `the ${describe} is too complex (more than ${error.limit} automaton states)`,
        0,
        true,
      );
    }
    throw error;
  }
  const { literalPrefix, isPrefixOnly } = analyzePrefix(sets);
  return new LazyDfaMatcher(sets, literalPrefix, isPrefixOnly);
}

/** A determinized state, built on first use: an NFA state set plus its cached transitions. */
class LazyState {
  /** Transitions on ASCII code points, the common case, indexed directly. */
  readonly ascii: Array<LazyState | undefined> = new Array(128);
  readonly other = new Map<number, LazyState>();

  constructor(
    readonly nfaStates: StateSet,
    readonly accepting: boolean,
  ) {}

  get isDead(): boolean {
    return this.nfaStates.length === 0;
  }
}

/** Past this many cached states the cache is dropped and rebuilt: memory stays bounded. */
const MAX_CACHED_STATES = 10_000;

/**
 * Simulates the NFA on state sets — never backtracking, so each term costs time linear in
 * its length whatever the pattern — and caches the determinized states it meets, so that
 * running over a dictionary of similar terms soon costs one array or map lookup per code point.
 */
class LazyDfaMatcher implements TermMatcher {
  private readonly cache = new Map<string, LazyState>();
  private start: LazyState;

  constructor(
    private readonly sets: StateSets,
    readonly literalPrefix: string,
    readonly isPrefixOnly: boolean,
  ) {
    this.start = this.stateFor(sets.start());
  }

  matches(term: string): boolean {
    let state = this.start;
    for (let i = 0; i < term.length; ) {
      const cp = term.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      state = this.next(state, cp);
      if (state.isDead) return false;
    }
    return state.accepting;
  }

  private next(state: LazyState, cp: number): LazyState {
    const cached = cp < 128 ? state.ascii[cp] : state.other.get(cp);
    if (cached) return cached;
    const target = this.stateFor(this.sets.step(state.nfaStates, cp));
    if (cp < 128) state.ascii[cp] = target;
    else state.other.set(cp, target);
    return target;
  }

  private stateFor(nfaStates: StateSet): LazyState {
    const key = stateSetKey(nfaStates);
    let state = this.cache.get(key);
    if (state === undefined) {
      if (this.cache.size >= MAX_CACHED_STATES) {
        // States already handed out stay usable; they just stop being shared.
        this.cache.clear();
        this.start = new LazyState(this.start.nfaStates, this.start.accepting);
        this.cache.set(stateSetKey(this.start.nfaStates), this.start);
      }
      state = new LazyState(nfaStates, this.sets.isAccepting(nfaStates));
      this.cache.set(key, state);
    }
    return state;
  }
}

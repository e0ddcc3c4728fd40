import { CharSet } from './char-set.js';
import { complementDfa, type Dfa, determinize, embedDfa, intersectDfas, trimDfa } from './dfa.js';
import type { LanguageNode } from './language-tree.js';
import { type Fragment, type Hole, Nfa } from './nfa.js';

/**
 * Thompson's construction: one NFA state per character set, union, repeat loop or empty
 * string, never a copy of the input. Counted repeats are unrolled, so `x{1000}` costs a
 * thousand copies of x; every copy adds at least one state, and the state bound stops
 * hostile counts early by throwing StateLimitExceeded.
 *
 * Complement and intersection are the exceptions: their operands are compiled to separate
 * NFAs, determinized (bounded by the same limit), combined as DFAs and copied in.
 */
export function compileLanguage(root: LanguageNode, maxStates: number): Nfa {
  return compileWith(root, maxStates, new Map());
}

type DfaCache = Map<LanguageNode, Dfa | undefined>;

function compileWith(root: LanguageNode, maxStates: number, dfaCache: DfaCache): Nfa {
  const nfa = new Nfa(maxStates);
  const fragment = new ThompsonCompiler(nfa, dfaCache).compile(root);
  nfa.accept = nfa.addState();
  nfa.patch(fragment.holes, nfa.accept);
  nfa.start = fragment.start;
  return nfa;
}

class ThompsonCompiler {
  constructor(
    private readonly nfa: Nfa,
    /** A repeated `~x` or `x&y` is determinized once, however many copies the repeat makes. */
    private readonly dfaCache: DfaCache,
  ) {}

  compile(node: LanguageNode): Fragment {
    switch (node.kind) {
      case 'chars':
        return this.chars(node.set);
      case 'emptyString':
        return this.emptyString();
      case 'emptyLanguage':
        return { start: this.nfa.addState(), holes: [] };
      case 'anyString':
        return this.star(this.chars(CharSet.ANY));
      case 'concat':
        return this.concat(node.parts);
      case 'union':
        return this.union(node.alternatives.map((alternative) => this.compile(alternative)));
      case 'repeat':
        return this.repeat(node.operand, node.min, node.max);
      case 'complement':
      case 'intersection':
        return embedDfa(this.dfaFor(node), this.nfa);
    }
  }

  private chars(set: CharSet): Fragment {
    const state = this.nfa.addState();
    return { start: state, holes: [{ state, edge: this.nfa.addEdge(state, set, -1) }] };
  }

  private emptyString(): Fragment {
    const state = this.nfa.addState();
    return { start: state, holes: [{ state, edge: -1 }] };
  }

  private concat(parts: readonly LanguageNode[]): Fragment {
    const chain = new FragmentChain(this.nfa);
    for (const part of parts) chain.append(this.compile(part));
    return chain.finish(() => this.emptyString());
  }

  private union(alternatives: readonly Fragment[]): Fragment {
    const split = this.nfa.addState();
    const holes: Hole[] = [];
    for (const alternative of alternatives) {
      this.nfa.addEpsilon(split, alternative.start);
      holes.push(...alternative.holes);
    }
    return { start: split, holes };
  }

  private star(body: Fragment): Fragment {
    const loop = this.nfa.addState();
    this.nfa.addEpsilon(loop, body.start);
    this.nfa.patch(body.holes, loop);
    return { start: loop, holes: [{ state: loop, edge: -1 }] };
  }

  private plus(body: Fragment): Fragment {
    const loop = this.nfa.addState();
    this.nfa.addEpsilon(loop, body.start);
    this.nfa.patch(body.holes, loop);
    return { start: body.start, holes: [{ state: loop, edge: -1 }] };
  }

  private optional(body: Fragment): Fragment {
    const split = this.nfa.addState();
    this.nfa.addEpsilon(split, body.start);
    return { start: split, holes: [...body.holes, { state: split, edge: -1 }] };
  }

  /**
   * x{min,max}: min copies, then x* (unbounded) or max-min nested optional copies. Copies are
   * compiled one at a time and each adds states, so a huge count hits the state limit after
   * at most maxStates iterations.
   */
  private repeat(operand: LanguageNode, min: number, max: number | undefined): Fragment {
    if (max === undefined && min === 0) return this.star(this.compile(operand));
    const chain = new FragmentChain(this.nfa);
    const required = max === undefined ? min - 1 : min;
    for (let i = 0; i < required; i++) chain.append(this.compile(operand));
    if (max === undefined) chain.append(this.plus(this.compile(operand)));
    else if (max > min) chain.append(this.optionalCopies(operand, max - min));
    return chain.finish(() => this.emptyString());
  }

  /** (x(x(x)?)?)? with `count` copies, built inside out: linear in count, not quadratic. */
  private optionalCopies(operand: LanguageNode, count: number): Fragment {
    let tail = this.optional(this.compile(operand));
    for (let i = 1; i < count; i++) {
      const head = this.compile(operand);
      this.nfa.patch(head.holes, tail.start);
      tail = this.optional({ start: head.start, holes: tail.holes });
    }
    return tail;
  }

  private dfaFor(node: LanguageNode & { kind: 'complement' | 'intersection' }): Dfa | undefined {
    if (this.dfaCache.has(node)) return this.dfaCache.get(node);
    const limit = this.nfa.maxStates;
    const determinizeOperand = (operand: LanguageNode, complete: boolean) =>
      determinize(compileWith(operand, limit, this.dfaCache), limit, complete);
    let dfa: Dfa;
    if (node.kind === 'complement') {
      dfa = complementDfa(determinizeOperand(node.operand, true));
    } else {
      dfa = determinizeOperand(node.operands[0]!, false);
      for (const operand of node.operands.slice(1)) {
        const next = trimDfa(intersectDfas(dfa, determinizeOperand(operand, false), limit));
        if (next === undefined) {
          this.dfaCache.set(node, undefined);
          return undefined;
        }
        dfa = next;
      }
    }
    const trimmed = trimDfa(dfa);
    this.dfaCache.set(node, trimmed);
    return trimmed;
  }
}

/** Concatenation built incrementally: each appended fragment's start fills the previous holes. */
class FragmentChain {
  private start: number | undefined;
  private holes: readonly Hole[] = [];

  constructor(private readonly nfa: Nfa) {}

  append(next: Fragment): void {
    if (this.start === undefined) this.start = next.start;
    else this.nfa.patch(this.holes, next.start);
    this.holes = next.holes;
  }

  finish(ifEmpty: () => Fragment): Fragment {
    return this.start === undefined ? ifEmpty() : { start: this.start, holes: this.holes };
  }
}

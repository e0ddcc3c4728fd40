import { CharSet } from './char-set.js';

/**
 * The language tree both regular expressions and wildcard patterns parse to. Case
 * insensitivity is already applied to the character sets, and numeric intervals and quoted
 * strings are already expanded, so the automaton compiler sees only these few shapes.
 */
export type LanguageNode =
  /** One code point out of a set. */
  | { readonly kind: 'chars'; readonly set: CharSet }
  /** Only the empty string: `()`, `""`, `x{0}`. */
  | { readonly kind: 'emptyString' }
  /** No string at all: `#`. */
  | { readonly kind: 'emptyLanguage' }
  /** Every string: `@`, wildcard `*`. */
  | { readonly kind: 'anyString' }
  | { readonly kind: 'concat'; readonly parts: readonly LanguageNode[] }
  | { readonly kind: 'union'; readonly alternatives: readonly LanguageNode[] }
  | { readonly kind: 'intersection'; readonly operands: readonly LanguageNode[] }
  /** Every string the operand does not match: `~x`. */
  | { readonly kind: 'complement'; readonly operand: LanguageNode }
  /** `max` undefined means unbounded: `x*` is {0,}, `x+` is {1,}, `x?` is {0,1}. */
  | {
      readonly kind: 'repeat';
      readonly operand: LanguageNode;
      readonly min: number;
      readonly max: number | undefined;
    };

export const EMPTY_STRING: LanguageNode = { kind: 'emptyString' };
export const EMPTY_LANGUAGE: LanguageNode = { kind: 'emptyLanguage' };
export const ANY_STRING: LanguageNode = { kind: 'anyString' };
export const ANY_CHAR: LanguageNode = { kind: 'chars', set: CharSet.ANY };

export function charsNode(set: CharSet): LanguageNode {
  return { kind: 'chars', set };
}

/** Concatenation, flattening nested concatenations and dropping redundant wrappers. */
export function concatNode(parts: readonly LanguageNode[]): LanguageNode {
  const flat = parts.flatMap((part) => (part.kind === 'concat' ? part.parts : [part]));
  if (flat.length === 0) return EMPTY_STRING;
  return flat.length === 1 ? flat[0]! : { kind: 'concat', parts: flat };
}

export function unionNode(alternatives: readonly LanguageNode[]): LanguageNode {
  const flat = alternatives.flatMap((alt) => (alt.kind === 'union' ? alt.alternatives : [alt]));
  if (flat.length === 0) return EMPTY_LANGUAGE;
  return flat.length === 1 ? flat[0]! : { kind: 'union', alternatives: flat };
}

export function repeatNode(
  operand: LanguageNode,
  min: number,
  max: number | undefined,
): LanguageNode {
  return { kind: 'repeat', operand, min, max };
}

/** Depth of the tree, computed without recursion so a hostile tree cannot overflow the stack. */
export function depthOf(root: LanguageNode): number {
  let deepest = 0;
  const pending: Array<[LanguageNode, number]> = [[root, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (depth > deepest) deepest = depth;
    for (const child of childrenOf(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}

function childrenOf(node: LanguageNode): readonly LanguageNode[] {
  switch (node.kind) {
    case 'concat':
      return node.parts;
    case 'union':
      return node.alternatives;
    case 'intersection':
      return node.operands;
    case 'complement':
    case 'repeat':
      return [node.operand];
    default:
      return [];
  }
}

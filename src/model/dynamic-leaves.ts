/**
 * Walks the open subtree of a record below a dynamic root (e.g. `services.modules`) and
 * reports what it holds, for the registry to turn into fields:
 * - every scalar leaf (arrays of scalars flatten into leaves);
 * - every array of objects, whose path becomes a nested path (its objects are walked on);
 * - every path refused by the bounds: deeper than allowed, or an empty key (which cannot be
 *   written as a path). Other keys are kept as they are; the query language escapes them.
 *
 * Paths are nodes of a trie that outlives the walk, so that each distinct path string is
 * built and looked up once, not once per record: string concatenation and hashing of
 * fresh path strings were most of the cost of discovery. The trie is bounded; past the
 * bound, new paths get throw-away nodes (slower, still correct).
 * Iterative, so hostile input cannot exhaust the stack.
 */
import { isJsonObject } from './json.js';
import { valuesAt } from './paths.js';

export type LeafScalar = string | number | boolean;

/** One distinct path below a dynamic root; `memo` is for the walker's caller. */
export class PathNode<Memo> {
  readonly children = new Map<string, PathNode<Memo>>();
  memo: Memo | undefined;
  constructor(
    readonly path: string,
    /** Dotted segments of `path`, from the record's top. */
    readonly segments: number,
    /** False for throw-away nodes made past the trie's bound. */
    readonly kept: boolean,
  ) {}
}

export class PathTrie<Memo> {
  readonly #roots = new Map<string, PathNode<Memo>>();
  #size = 0;
  constructor(readonly maxNodes: number) {}

  root(path: string): PathNode<Memo> {
    let node = this.#roots.get(path);
    if (!node) {
      node = new PathNode<Memo>(path, path.split('.').length, true);
      this.#roots.set(path, node);
    }
    return node;
  }

  child(parent: PathNode<Memo>, key: string): PathNode<Memo> {
    const known = parent.children.get(key);
    if (known) return known;
    const segments = parent.segments + (key.includes('.') ? key.split('.').length : 1);
    const keep = parent.kept && this.#size < this.maxNodes;
    const node = new PathNode<Memo>(`${parent.path}.${key}`, segments, keep);
    if (keep) {
      parent.children.set(key, node);
      this.#size++;
    }
    return node;
  }
}

export interface DynamicLeafVisitor<Memo> {
  leaf(node: PathNode<Memo>, value: LeafScalar): void;
  arrayOfObjects(node: PathNode<Memo>): void;
  refused(path: string): void;
}

export function walkDynamicLeaves<Memo>(
  record: unknown,
  root: PathNode<Memo>,
  trie: PathTrie<Memo>,
  visitor: DynamicLeafVisitor<Memo>,
  maxPathSegments: number,
): void {
  // [value, its path node, how many arrays deep inside that path]
  const stack: Array<[unknown, PathNode<Memo>, number]> = [];
  for (const subtree of valuesAt(record, root.path)) {
    if (isJsonObject(subtree)) stack.push([subtree, root, 0]);
  }
  stack.reverse();
  const reportedNested = new Set<PathNode<Memo>>();

  while (stack.length > 0) {
    const [value, node, arrayDepth] = stack.pop()!;
    if (Array.isArray(value)) {
      // Arrays nested in arrays add no segment; bound their depth all the same.
      if (arrayDepth >= maxPathSegments) {
        visitor.refused(node.path);
        continue;
      }
      for (let i = value.length - 1; i >= 0; i--) {
        const element = value[i];
        if (isJsonObject(element) && !reportedNested.has(node)) {
          reportedNested.add(node);
          visitor.arrayOfObjects(node);
        }
        stack.push([element, node, arrayDepth + 1]);
      }
      continue;
    }
    if (isJsonObject(value)) {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const child = value[key];
        if (child === null || child === undefined) continue;
        if (key === '') {
          visitor.refused(`${node.path}.`);
          continue;
        }
        const childNode = trie.child(node, key);
        if (childNode.segments > maxPathSegments) {
          visitor.refused(childNode.path);
          continue;
        }
        stack.push([child, childNode, 0]);
      }
      continue;
    }
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      visitor.leaf(node, value);
    }
  }
}

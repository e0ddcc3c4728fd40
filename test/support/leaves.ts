/**
 * Every leaf of a JSON value with its dotted path (arrays flatten, as field paths do), and
 * the paths that hold arrays of objects. Written independently of src/ on purpose.
 */
export interface Leaves {
  readonly leaves: Array<[path: string, value: unknown]>;
  readonly arraysOfObjects: Set<string>;
}

export function collectLeaves(value: unknown): Leaves {
  const leaves: Array<[string, unknown]> = [];
  const arraysOfObjects = new Set<string>();
  const visit = (node: unknown, path: string): void => {
    if (node === null || node === undefined) return;
    if (Array.isArray(node)) {
      for (const element of node) {
        if (typeof element === 'object' && element !== null && !Array.isArray(element)) {
          arraysOfObjects.add(path);
        }
        visit(element, path);
      }
      return;
    }
    if (typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) visit(child, path ? `${path}.${key}` : key);
      return;
    }
    leaves.push([path, node]);
  };
  visit(value, '');
  return { leaves, arraysOfObjects };
}

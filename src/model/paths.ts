/**
 * Reading values out of a record by dotted path, the way a query sees a record: arrays
 * flatten at every level, so `services.port` is every port of every service.
 *
 * A key may itself contain dots (`{"a.b": 1}`); like Elasticsearch, such a key is the same
 * path as the nested objects `{"a": {"b": 1}}`, and both are found.
 *
 * Iterative rather than recursive, so that deeply nested input cannot exhaust the stack.
 */
import { isJsonObject } from './json.js';

/**
 * Every value at `path`, in document order, with arrays flattened (an array of scalars gives
 * its elements; an array of objects gives the objects' values at the rest of the path) and
 * null/undefined skipped. A path that ends on an object gives the object itself.
 */
export function valuesAt(record: unknown, path: string): unknown[] {
  const segments = path === '' ? [] : path.split('.');
  const found: unknown[] = [];
  // Work stack of [value, index of the next segment to resolve]; popped in document order.
  const stack: Array<[unknown, number]> = [[record, 0]];
  while (stack.length > 0) {
    const [value, next] = stack.pop()!;
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], next]);
      continue;
    }
    if (next === segments.length) {
      found.push(value);
      continue;
    }
    if (!isJsonObject(value)) continue;
    const children: Array<[unknown, number]> = [];
    let key = '';
    for (let end = next; end < segments.length; end++) {
      key = end === next ? segments[end]! : `${key}.${segments[end]}`;
      if (Object.hasOwn(value, key)) children.push([value[key], end + 1]);
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return found;
}

/**
 * The elements of an array-of-objects path (e.g. `services`, `services.cve`), flattening the
 * arrays above it: each element is matched on its own by a nested query
 * (`services:(port:22 AND product:openssh)`). A lone object at the path counts as one element.
 */
export function elementsAt(record: unknown, nestedPath: string): Record<string, unknown>[] {
  return valuesAt(record, nestedPath).filter(isJsonObject);
}

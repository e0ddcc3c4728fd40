/**
 * The in-memory index of one dataset: element levels, one FieldIndex per field, the sort
 * columns of the record level, and record ids. Records are indexed whole; replacing a record
 * kills its old elements and indexes the new version under fresh ids.
 */
import type { FieldDefinition } from '../../model/field.js';
import { valuesAt } from '../../model/paths.js';
import type { FieldRegistry } from '../../model/registry.js';
import { type IndexTerm, sortValue } from '../../model/values/indexing.js';
import { tiebreakerOf } from '../sorting.js';
import { FieldIndex } from './field-index.js';
import { GrowableFloat64 } from './growable.js';
import { Level } from './level.js';

/** A dataset index as loaded from a snapshot. */
export interface RestoredDataset {
  readonly levels: ReadonlyArray<[string, Level]>;
  readonly fields: readonly FieldIndex[];
  readonly idOf: string[];
  readonly tiebreakers: IndexTerm[];
  readonly sortColumns: Map<string, Array<IndexTerm[] | undefined>>;
}

/** What one dotted path means to indexing, cached in a tree that mirrors the records' keys. */
interface PathNode {
  readonly path: string;
  readonly children: Map<string, PathNode>;
  /** set when the path is a nested array path: its objects are elements of this level */
  readonly nestedLevel: Level | undefined;
  field: FieldIndex | undefined;
  /** registry generation `field` was resolved at */
  generation: number;
}

const MAX_PATH_NODES = 200_000;

/** Objects nested deeper than this are not indexed (the registry discovers up to 16 segments). */
const MAX_WALK_DEPTH = 32;

export class DatasetIndex {
  readonly root: Level;
  readonly levels = new Map<string, Level>();
  readonly fields = new Map<string, FieldIndex>();
  /** record element → record id */
  readonly idOf: string[] = [];
  readonly elementOf = new Map<string, number>();
  /** record element → tie-breaker (hosts: a number; others: the id) */
  readonly tiebreakers: IndexTerm[] = [];
  /** sortable field → record element → all sort values of the record (usually one) */
  readonly sortColumns = new Map<string, Array<IndexTerm[] | undefined>>();
  private sortableFields: { generation: number; fields: FieldDefinition[] } | undefined;
  private pathNodes = 0;
  private readonly paths: PathNode = {
    path: '',
    children: new Map(),
    nestedLevel: undefined,
    field: undefined,
    generation: -1,
  };
  /** typed copies of single-valued numeric sort columns (NaN: no value), built on first use */
  private readonly numericColumns = new Map<string, GrowableFloat64>();
  private numericTiebreakers: GrowableFloat64 | undefined;

  constructor(
    readonly registry: FieldRegistry,
    restored?: RestoredDataset,
  ) {
    if (restored) {
      for (const [path, level] of restored.levels) this.levels.set(path, level);
      for (const field of restored.fields) this.fields.set(field.definition.name, field);
      this.idOf = restored.idOf;
      this.tiebreakers = restored.tiebreakers;
      this.sortColumns = restored.sortColumns;
      restored.idOf.forEach((id, element) => {
        if (id !== undefined && this.levels.get('')!.isLive(element))
          this.elementOf.set(id, element);
      });
    }
    this.root = this.levelFor('');
    for (const path of registry.nestedPaths()) this.levelFor(path);
  }

  /** Indexes a record under `id`, replacing the previous version. Returns its record element. */
  add(id: string, record: Record<string, unknown>): number {
    this.remove(id);
    const element = this.root.allocate(0, this.root.size);
    this.walk(record, this.paths, this.root, element, element, 0);
    this.idOf[element] = id;
    this.elementOf.set(id, element);
    this.tiebreakers[element] = tiebreakerOf(this.registry.dataset, id);
    for (const field of this.recordSortFields()) {
      const values = valuesAt(record, field.name)
        .map((raw) => sortValue(field.type, raw))
        .filter((v): v is IndexTerm => v !== undefined);
      let column = this.sortColumns.get(field.name);
      if (!column) {
        column = [];
        this.sortColumns.set(field.name, column);
      }
      column[element] = values.length > 0 ? values : undefined;
      const numeric = this.numericColumns.get(field.name);
      if (numeric && values.length > 1) this.numericColumns.delete(field.name);
      else numeric?.set(element, values.length === 1 ? (values[0] as number) : Number.NaN);
    }
    this.numericTiebreakers?.set(element, this.tiebreakers[element] as number);
    return element;
  }

  /**
   * A numeric sort field as a typed column, when every record has at most one value (the
   * fast path of top-k); undefined otherwise.
   */
  numericColumn(field: string): Float64Array | undefined {
    let column = this.numericColumns.get(field);
    if (!column) {
      const values = this.sortColumns.get(field) ?? [];
      column = new GrowableFloat64(Math.max(16, this.root.size));
      for (let element = 0; element < this.root.size; element++) {
        const v = values[element];
        if (v && (v.length > 1 || typeof v[0] !== 'number')) return undefined;
        column.set(element, v ? (v[0] as number) : Number.NaN);
      }
      this.numericColumns.set(field, column);
    }
    return column.data;
  }

  /** Tie-breakers as a typed column when they are numbers (hosts). */
  numericTiebreakerColumn(): Float64Array | undefined {
    if (this.registry.dataset !== 'hosts') return undefined;
    if (!this.numericTiebreakers) {
      this.numericTiebreakers = new GrowableFloat64(Math.max(16, this.root.size));
      for (let element = 0; element < this.root.size; element++)
        this.numericTiebreakers.set(element, this.tiebreakers[element] as number);
    }
    return this.numericTiebreakers.data;
  }

  /** Sortable fields of the record level (cached until the registry learns new fields). */
  private recordSortFields(): FieldDefinition[] {
    if (this.sortableFields?.generation !== this.registry.generation) {
      const fields = this.registry
        .all()
        .filter((f) => f.sortable && this.levelOfField(f.name) === this.root);
      this.sortableFields = { generation: this.registry.generation, fields };
    }
    return this.sortableFields.fields;
  }

  /** Removes the record with `id`; false when there is none. */
  remove(id: string): boolean {
    const element = this.elementOf.get(id);
    if (element === undefined) return false;
    this.root.kill(element);
    this.elementOf.delete(id);
    return true;
  }

  field(name: string): FieldIndex | undefined {
    return this.fields.get(name);
  }

  /** The level a field's values live at: its innermost nested path, or the record level. */
  levelOfField(name: string): Level {
    const path = this.registry.nestedParentOf(name);
    return path === undefined ? this.root : this.levelFor(path);
  }

  levelFor(path: string): Level {
    let level = this.levels.get(path);
    if (!level && path === '') {
      level = new Level('', undefined);
      this.levels.set('', level);
    } else if (!level) {
      const parentPath = this.registry.nestedParentOf(path);
      level = new Level(path, parentPath === undefined ? this.root : this.levelFor(parentPath));
      this.levels.set(path, level);
    }
    return level;
  }

  /**
   * Walks an object below a path node: nested arrays of objects become elements of their
   * level, other arrays flatten, scalars at known fields are indexed. Path nodes cache what a
   * path means, so no path string is built or looked up per value.
   */
  private walk(
    object: Record<string, unknown>,
    node: PathNode,
    level: Level,
    element: number,
    rootElement: number,
    depth: number,
  ): void {
    if (depth > MAX_WALK_DEPTH) return;
    for (const key in object) {
      if (!Object.hasOwn(object, key)) continue;
      this.walkValue(object[key], this.child(node, key), level, element, rootElement, depth);
    }
  }

  private walkValue(
    value: unknown,
    node: PathNode,
    level: Level,
    element: number,
    rootElement: number,
    depth: number,
  ): void {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value) this.walkValue(item, node, level, element, rootElement, depth + 1);
      return;
    }
    if (typeof value === 'object') {
      // An object of a nested path is a new element of that path's level.
      const nested = node.nestedLevel;
      const [objectLevel, objectElement] = nested
        ? [nested, nested.allocate(element, rootElement)]
        : [level, element];
      this.walk(
        value as Record<string, unknown>,
        node,
        objectLevel,
        objectElement,
        rootElement,
        depth + 1,
      );
      return;
    }
    const field = this.fieldAt(node);
    // A value under a dotted key can stand outside the elements of its nested path; it has
    // no element of the field's level to be indexed under.
    if (field && field.level === level) field.add(element, value);
  }

  private child(node: PathNode, key: string): PathNode {
    let child = node.children.get(key);
    if (!child) {
      const path = node.path === '' ? key : `${node.path}.${key}`;
      child = {
        path,
        children: new Map(),
        nestedLevel: this.registry.isNestedPath(path) ? this.levelFor(path) : undefined,
        field: undefined,
        generation: -1,
      };
      // Records with ever-new keys must not grow the cache without bound.
      if (this.pathNodes < MAX_PATH_NODES) {
        node.children.set(key, child);
        this.pathNodes++;
      }
    }
    return child;
  }

  /** The field index of a path node, re-resolved when the registry has learned fields since. */
  private fieldAt(node: PathNode): FieldIndex | undefined {
    if (node.generation !== this.registry.generation) {
      const definition = this.registry.get(node.path);
      node.field = definition && this.fieldIndex(definition);
      node.generation = this.registry.generation;
    }
    return node.field;
  }

  fieldIndex(definition: FieldDefinition): FieldIndex {
    let field = this.fields.get(definition.name);
    if (!field || field.type !== definition.type) {
      field = new FieldIndex(definition, this.levelOfField(definition.name));
      this.fields.set(definition.name, field);
    }
    return field;
  }
}

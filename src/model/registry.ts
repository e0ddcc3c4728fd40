/**
 * The field registry of one dataset: the fields a query may name, with their types,
 * categories and plan tiers. Declared fields come from the dataset's schema; fields under a
 * dynamic root (`services.modules` for hosts) are also discovered from ingested records by
 * `observe()`, which infers and widens their types (see infer-type.ts) and whose findings
 * `discovered()` hands out for persistence and the constructor takes back.
 *
 * Declared fields always win: discovery never changes or shadows them.
 * Discovery is bounded (MAX_DYNAMIC_FIELDS, MAX_DYNAMIC_NESTED_PATHS, MAX_PATH_SEGMENTS):
 * paths past a bound are ignored and counted in `droppedPaths`.
 */
import { DiscoveredFieldFactory } from './discovered-field.js';
import { type LeafScalar, type PathNode, PathTrie, walkDynamicLeaves } from './dynamic-leaves.js';
import type {
  CategoryDefinition,
  DatasetId,
  DatasetSchema,
  DynamicRoot,
  FieldDefinition,
  FieldType,
} from './field.js';
import { inferLeafType, widenType } from './infer-type.js';
import { compileNamePattern } from './name-pattern.js';
import { checkSchema } from './schema-check.js';
import { schemaFor } from './schemas/index.js';
import { suggestNames } from './suggest.js';

export const MAX_DYNAMIC_FIELDS = 10_000;
export const MAX_DYNAMIC_NESTED_PATHS = 10_000;
/** Most dotted segments of a discovered path, counted from the record's top. */
export const MAX_PATH_SEGMENTS = 16;
/** Distinct dropped paths remembered, so that counting them cannot grow memory forever. */
const MAX_REMEMBERED_DROPS = 10_000;
/** Paths (leaves and the objects above them) whose lookups discovery caches. */
const MAX_CACHED_PATHS = 4 * MAX_DYNAMIC_FIELDS;

/** What discovery last learned about a path: a field, a declared one, or nothing yet. */
type LeafState = FieldDefinition | 'declared' | 'unseen';
interface PathMemo {
  leaf?: LeafState;
  nested?: boolean;
}

const FIELD_TYPES: ReadonlySet<string> = new Set<FieldType>([
  'keyword',
  'text',
  'integer',
  'float',
  'boolean',
  'date',
  'ip',
]);

/** What `observe()` learned: discovered fields and nested paths, for persistence. */
export interface DiscoveredFields {
  readonly fields: readonly FieldDefinition[];
  readonly nestedPaths: readonly string[];
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

export class FieldRegistry {
  readonly dataset: DatasetId;
  readonly schema: DatasetSchema;
  readonly #declared = new Map<string, FieldDefinition>();
  readonly #discovered = new Map<string, FieldDefinition>();
  readonly #declaredNested: ReadonlySet<string>;
  readonly #discoveredNested = new Set<string>();
  readonly #declaredCategories: ReadonlyMap<string, CategoryDefinition>;
  readonly #discoveredCategories = new Map<string, CategoryDefinition>();
  readonly #factory: DiscoveredFieldFactory;
  readonly #paths = new PathTrie<PathMemo>(MAX_CACHED_PATHS);
  readonly #droppedPaths = new Set<string>();
  #droppedBeyondMemory = 0;
  #generation = 0;
  #sorted: readonly FieldDefinition[] | undefined;

  constructor(schema: DatasetSchema, discovered?: DiscoveredFields) {
    const problems = checkSchema(schema);
    if (problems.length > 0) {
      throw new Error(`invalid ${schema.dataset} schema: ${problems.join('; ')}`);
    }
    this.dataset = schema.dataset;
    this.schema = schema;
    for (const field of schema.fields) this.#declared.set(field.name, field);
    this.#declaredNested = new Set(schema.nestedPaths);
    this.#declaredCategories = new Map(schema.categories.map((c) => [c.id, c]));
    this.#factory = new DiscoveredFieldFactory(schema);
    if (discovered) this.#restore(discovered);
  }

  /** Bumps on every change made by `observe()`, so caches keyed on it can tell. */
  get generation(): number {
    return this.#generation;
  }

  /**
   * Paths ignored because a discovery bound was reached (too many fields or nested paths,
   * too deep, empty key). Exact up to 10,000 distinct paths; past that, every further
   * refusal of a path not remembered counts.
   */
  get droppedPaths(): number {
    return this.#droppedPaths.size + this.#droppedBeyondMemory;
  }

  get(name: string): FieldDefinition | undefined {
    return this.#declared.get(name) ?? this.#discovered.get(name);
  }

  /** Declared and discovered fields, sorted by name. */
  all(): readonly FieldDefinition[] {
    this.#sorted ??= Object.freeze(
      [...this.#declared.values(), ...this.#discovered.values()].sort(byName),
    );
    return this.#sorted;
  }

  /**
   * Only declared paths are nested: an engine groups the elements of a nested path as it
   * indexes them, so the path must be known before the first record arrives. Arrays of
   * objects discovered under a dynamic root flatten (see discoveredNestedPaths).
   */
  isNestedPath(path: string): boolean {
    return this.#declaredNested.has(path);
  }

  /** Declared nested paths, sorted. */
  nestedPaths(): readonly string[] {
    return [...this.#declaredNested].sort();
  }

  /** Arrays of objects seen under dynamic roots; searchable flattened, not as nested groups. */
  discoveredNestedPaths(): readonly string[] {
    return [...this.#discoveredNested].sort();
  }

  /**
   * The innermost nested path strictly containing the field:
   * `services.softwares.vendor` → `services.softwares`, `services.port` → `services`,
   * `ip` → undefined.
   */
  nestedParentOf(fieldName: string): string | undefined {
    for (let dot = fieldName.lastIndexOf('.'); dot > 0; dot = fieldName.lastIndexOf('.', dot - 1)) {
      const prefix = fieldName.slice(0, dot);
      if (this.isNestedPath(prefix)) return prefix;
    }
    return undefined;
  }

  /** The fields a bare term (no field name) searches. */
  defaultFields(): readonly FieldDefinition[] {
    return this.schema.defaultFields
      .map((name) => this.get(name))
      .filter((field): field is FieldDefinition => field !== undefined);
  }

  /** Fields below an object path (`location`, `services.modules.http`); '' gives all. */
  fieldsUnder(prefix: string): readonly FieldDefinition[] {
    if (prefix === '') return this.all();
    const start = `${prefix}.`;
    return this.all().filter((field) => field.name.startsWith(start));
  }

  /** Fields whose name matches a pattern: `*` any run of characters (dots too), `?` one. */
  matchNames(pattern: string): readonly FieldDefinition[] {
    const matches = compileNamePattern(pattern);
    return this.all().filter((field) => matches(field.name));
  }

  /** The dynamic root a name lies under, if any: such a name is valid before it is seen. */
  dynamicRootOf(name: string): DynamicRoot | undefined {
    return this.#factory.rootOf(name);
  }

  /** Declared categories in schema order, then those of discovered fields by id. */
  categories(): readonly CategoryDefinition[] {
    const discovered = [...this.#discoveredCategories.values()].sort((a, b) =>
      a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
    );
    return [...this.schema.categories, ...discovered];
  }

  /** `all` → every field; a known category id → its fields; anything else → undefined. */
  fieldsInCategory(category: string): readonly FieldDefinition[] | undefined {
    const id = category.toLowerCase();
    if (id === 'all') return this.all();
    if (!this.#declaredCategories.has(id) && !this.#discoveredCategories.has(id)) return undefined;
    return this.all().filter((field) => field.category === id);
  }

  /** Up to `max` known names close to an unknown one, best first (see suggest.ts). */
  suggest(name: string, max = 3): string[] {
    return suggestNames(
      name,
      this.all().map((field) => field.name),
      max,
    );
  }

  /**
   * Learns the leaves under the dynamic roots of one record. Returns the fields added or
   * whose type widened (each once, in its final state).
   */
  observe(record: unknown): FieldDefinition[] {
    const changed = new Map<string, FieldDefinition>();
    let nestedAdded = false;
    for (const root of this.schema.dynamicRoots) {
      walkDynamicLeaves(
        record,
        this.#paths.root(root.path),
        this.#paths,
        {
          leaf: (node, value) => {
            const field = this.#learnLeaf(root, node, value);
            if (field) changed.set(field.name, field);
          },
          arrayOfObjects: (node) => {
            if (this.#learnNestedPath(node)) nestedAdded = true;
          },
          refused: (path) => this.#drop(path),
        },
        MAX_PATH_SEGMENTS,
      );
    }
    if (changed.size > 0 || nestedAdded) {
      this.#generation++;
      this.#sorted = undefined;
    }
    return [...changed.values()];
  }

  /** What `observe()` learned, sorted; pass it back to the constructor to restore. */
  discovered(): DiscoveredFields {
    return Object.freeze({
      fields: Object.freeze([...this.#discovered.values()].sort(byName)),
      nestedPaths: Object.freeze([...this.#discoveredNested].sort()),
    });
  }

  #learnLeaf(
    root: DynamicRoot,
    node: PathNode<PathMemo>,
    value: LeafScalar,
  ): FieldDefinition | undefined {
    const memo = this.#memoOf(node);
    memo.leaf ??= this.#declared.has(node.path)
      ? 'declared'
      : (this.#discovered.get(node.path) ?? 'unseen');
    const known = memo.leaf;
    // Declared fields are not discovery's business; keyword is the top of the lattice.
    if (known === 'declared' || (known !== 'unseen' && known.type === 'keyword')) return undefined;
    const type = inferLeafType(value);
    if (type === undefined) return undefined;
    let field: FieldDefinition;
    if (known === 'unseen') {
      if (this.#discovered.size >= MAX_DYNAMIC_FIELDS) {
        this.#drop(node.path);
        return undefined;
      }
      field = this.#factory.create(root, node.path, type);
    } else {
      const widened = widenType(known.type, type);
      if (widened === known.type) return undefined;
      field = this.#factory.create(root, node.path, widened);
    }
    memo.leaf = field;
    return this.#addDiscovered(field);
  }

  #memoOf(node: PathNode<PathMemo>): PathMemo {
    if (node.memo) return node.memo;
    const memo: PathMemo = {};
    if (node.kept) node.memo = memo;
    return memo;
  }

  #addDiscovered(field: FieldDefinition): FieldDefinition {
    this.#discovered.set(field.name, field);
    if (!this.#declaredCategories.has(field.category)) {
      this.#discoveredCategories.set(field.category, {
        id: field.category,
        displayName: field.displayCategory,
      });
    }
    return field;
  }

  #learnNestedPath(node: PathNode<PathMemo>): boolean {
    const memo = this.#memoOf(node);
    if (memo.nested || this.isNestedPath(node.path)) {
      memo.nested = true;
      return false;
    }
    if (this.#discoveredNested.size >= MAX_DYNAMIC_NESTED_PATHS) {
      this.#drop(node.path);
      return false;
    }
    this.#discoveredNested.add(node.path);
    memo.nested = true;
    return true;
  }

  #drop(path: string): void {
    if (this.#droppedPaths.has(path)) return;
    if (this.#droppedPaths.size < MAX_REMEMBERED_DROPS) this.#droppedPaths.add(path);
    else this.#droppedBeyondMemory++;
  }

  /**
   * Takes back persisted discoveries. Only names and types are trusted: category, tier and
   * flags are derived again from the current schema, and entries that no longer fit it
   * (declared since, outside every dynamic root, malformed) are skipped.
   */
  #restore(discovered: DiscoveredFields): void {
    for (const field of discovered.fields) {
      if (typeof field?.name !== 'string' || !FIELD_TYPES.has(field.type)) continue;
      const root = this.#factory.rootOf(field.name);
      if (!root || this.#declared.has(field.name) || this.#discovered.has(field.name)) continue;
      if (field.name.split('.').length > MAX_PATH_SEGMENTS) continue;
      if (this.#discovered.size >= MAX_DYNAMIC_FIELDS) break;
      this.#addDiscovered(this.#factory.create(root, field.name, field.type));
    }
    for (const path of discovered.nestedPaths) {
      if (typeof path !== 'string' || !this.#factory.rootOf(path)) continue;
      if (this.#discoveredNested.size >= MAX_DYNAMIC_NESTED_PATHS) break;
      if (!this.#declaredNested.has(path)) this.#discoveredNested.add(path);
    }
  }
}

export function registryFor(dataset: DatasetId, discovered?: DiscoveredFields): FieldRegistry {
  return new FieldRegistry(schemaFor(dataset), discovered);
}

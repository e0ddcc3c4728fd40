/**
 * How a leaf discovered under a dynamic root becomes a field definition: which root it
 * belongs to, and which category, tier and flags it gets.
 *
 * Category rule. Below `services.modules` the first segment names a module (`http`,
 * `redis`, ...):
 * - a module whose declared fields share one category keeps it: a discovered
 *   `services.modules.tls.certificate.extensions.extended_key_usage.server_auth` is `tls`;
 * - another module gets a category of its own, id = the segment in lower case, display name
 *   = the segment in upper case (`services.modules.redis.version` → `redis`, "REDIS"), so
 *   the fields listing groups each module's fields, as it does for declared modules;
 * - the root's fallback category (`modules`, "Other modules") takes the rest: leaves
 *   directly under the root (`file_cat_count.src` → `classification`), segments that are not
 *   plain names ([A-Za-z0-9_-]), and segments that would collide with a declared category
 *   (a module called `location` must not join the Location category).
 * Tier: the root's. Sortable: never (a discovered leaf may turn out to be an array).
 * Aggregatable: always (discovery never infers `text`).
 */
import type {
  CategoryDefinition,
  DatasetSchema,
  DynamicRoot,
  FieldDefinition,
  FieldType,
} from './field.js';

const PLAIN_SEGMENT = /^[A-Za-z0-9_-]+$/;

export class DiscoveredFieldFactory {
  readonly #roots: readonly DynamicRoot[];
  readonly #declaredCategories: ReadonlyMap<string, CategoryDefinition>;
  /** Per root path: module segment → the one category its declared fields share. */
  readonly #moduleCategories = new Map<string, Map<string, CategoryDefinition>>();

  constructor(schema: DatasetSchema) {
    this.#roots = schema.dynamicRoots;
    this.#declaredCategories = new Map(schema.categories.map((c) => [c.id, c]));
    for (const root of this.#roots) {
      const bySegment = new Map<string, CategoryDefinition | null>();
      for (const field of schema.fields) {
        const segment = moduleSegment(root, field.name);
        if (segment === undefined) continue;
        const category = this.#declaredCategories.get(field.category) ?? null;
        const seen = bySegment.get(segment);
        // null marks a module whose declared fields disagree: it gets no category of its own.
        bySegment.set(segment, seen === undefined || seen === category ? category : null);
      }
      const agreed = new Map<string, CategoryDefinition>();
      for (const [segment, category] of bySegment) if (category) agreed.set(segment, category);
      this.#moduleCategories.set(root.path, agreed);
    }
  }

  /** The dynamic root strictly above `path`, if any. */
  rootOf(path: string): DynamicRoot | undefined {
    return this.#roots.find((root) => path.startsWith(`${root.path}.`));
  }

  create(root: DynamicRoot, path: string, type: FieldType): FieldDefinition {
    const category = this.#categoryFor(root, path);
    return Object.freeze({
      name: path,
      type,
      category: category.id,
      displayCategory: category.displayName,
      tier: root.tier,
      sortable: false,
      aggregatable: type !== 'text',
      description: `Discovered in ingested data under ${root.path}.`,
      dynamic: true,
    });
  }

  #categoryFor(root: DynamicRoot, path: string): CategoryDefinition {
    const segment = moduleSegment(root, path);
    if (segment !== undefined) {
      const declaredModule = this.#moduleCategories.get(root.path)?.get(segment);
      if (declaredModule) return declaredModule;
      const id = segment.toLowerCase();
      if (PLAIN_SEGMENT.test(segment) && !this.#declaredCategories.has(id) && id !== 'all') {
        return { id, displayName: segment.toUpperCase() };
      }
    }
    return (
      this.#declaredCategories.get(root.fallbackCategory) ?? {
        id: root.fallbackCategory,
        displayName: root.fallbackCategory.toUpperCase(),
      }
    );
  }
}

/**
 * First segment below the root when the path goes at least one level deeper (a module);
 * undefined for the root's direct leaves and for paths outside the root.
 */
function moduleSegment(root: DynamicRoot, path: string): string | undefined {
  if (!path.startsWith(`${root.path}.`)) return undefined;
  const rest = path.slice(root.path.length + 1);
  const dot = rest.indexOf('.');
  return dot > 0 ? rest.slice(0, dot) : undefined;
}

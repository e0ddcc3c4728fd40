/**
 * A dataset index as plain data for the store, and back. Opening a large store loads these
 * parts instead of re-reading and re-indexing every record.
 */
import type { DiscoveredFields, FieldRegistry } from '../../../model/registry.js';
import type { IndexTerm } from '../../../model/values/indexing.js';
import { DatasetIndex } from '../dataset-index.js';
import { FieldIndex } from '../field-index.js';
import { Level, type LevelState } from '../level.js';
import { IdList } from '../postings.js';
import { TermView } from '../term-view.js';
import {
  asUint32,
  bytesOf,
  decodePostings,
  type EncodedPostings,
  encodePostings,
} from './postings-codec.js';

/** A level's state as stored: its id columns as bytes. */
type StoredLevelState = {
  readonly [K in keyof LevelState]: LevelState[K] extends Uint32Array ? Uint8Array : LevelState[K];
};

export interface DatasetHeader {
  readonly discovered: DiscoveredFields;
  readonly levels: ReadonlyArray<{
    readonly path: string;
    readonly parent: string | null;
    readonly state: StoredLevelState;
  }>;
  readonly idOf: ReadonlyArray<string | null>;
  readonly tiebreakers: readonly IndexTerm[];
  readonly sortColumns: ReadonlyArray<[string, ReadonlyArray<IndexTerm[] | null>]>;
  readonly fields: readonly string[];
}

export interface FieldPart {
  readonly name: string;
  readonly type: string;
  readonly terms: EncodedPostings;
  readonly otherCase: ReadonlyArray<[string, string[]]>;
  readonly rawTerms: EncodedPostings | null;
  readonly rawValues: ReadonlyArray<string[] | null> | null;
  readonly present: Uint8Array | Uint32Array;
  readonly viewKeys: IndexTerm[];
}

export function captureHeader(index: DatasetIndex): DatasetHeader {
  return {
    discovered: index.registry.discovered(),
    levels: [...index.levels.values()].map((level) => ({
      path: level.path,
      parent: level.parent?.path ?? null,
      state: levelBytes(level.state()),
    })),
    idOf: Array.from(index.idOf, (id) => id ?? null),
    tiebreakers: index.tiebreakers,
    sortColumns: [...index.sortColumns].map(([name, column]) => [
      name,
      Array.from(column, (v) => v ?? null),
    ]),
    fields: [...index.fields.keys()],
  };
}

export function captureField(field: FieldIndex): FieldPart {
  return {
    name: field.definition.name,
    type: field.type,
    terms: encodePostings(field.terms),
    otherCase: [...field.otherCase],
    rawTerms: field.rawTerms ? encodePostings(field.rawTerms) : null,
    rawValues: field.rawValues ? Array.from(field.rawValues, (v) => v ?? null) : null,
    present: bytesOf(field.present.ids()),
    viewKeys: field.view.all(),
  };
}

/**
 * Rebuilds a dataset index; undefined when the parts do not fit the registry (then the caller
 * re-indexes from the records instead).
 */
export function restoreDataset(
  registry: FieldRegistry,
  header: DatasetHeader,
  fieldPart: (name: string) => FieldPart | undefined,
): DatasetIndex | undefined {
  const levels = new Map<string, Level>();
  for (const { path, parent, state } of header.levels) {
    const parentLevel = parent === null ? undefined : levels.get(parent);
    levels.set(path, Level.restore(path, parentLevel, reviveLevelState(state)));
  }
  const fields: FieldIndex[] = [];
  for (const name of header.fields) {
    const part = fieldPart(name);
    const definition = registry.get(name);
    if (!part || !definition || definition.type !== part.type) return undefined;
    const levelPath = registry.nestedParentOf(name) ?? '';
    const level = levels.get(levelPath);
    if (!level) return undefined;
    fields.push(
      new FieldIndex(definition, level, {
        terms: decodePostings(part.terms),
        otherCase: new Map(part.otherCase),
        rawTerms: part.rawTerms ? decodePostings<string>(part.rawTerms) : undefined,
        rawValues: part.rawValues ? Array.from(part.rawValues, (v) => v ?? undefined) : undefined,
        present: IdList.over(asUint32(part.present)),
        view: TermView.fromSorted(part.viewKeys),
      }),
    );
  }
  return new DatasetIndex(registry, {
    levels: [...levels],
    fields,
    idOf: Array.from(header.idOf, (id) => id ?? (undefined as unknown as string)),
    tiebreakers: [...header.tiebreakers],
    sortColumns: new Map(
      header.sortColumns.map(([name, column]) => [name, Array.from(column, (v) => v ?? undefined)]),
    ),
  });
}

/** Applies `convert` to every id column of a level state (bytes for the store, and back). */
function mapColumns<A, B>(
  state: { [K in keyof LevelState]: LevelState[K] extends Uint32Array ? A : LevelState[K] },
  convert: (column: A) => B,
) {
  return {
    ...state,
    live: convert(state.live),
    parentOf: convert(state.parentOf),
    rootOf: convert(state.rootOf),
    childBegin: convert(state.childBegin),
    childEnd: convert(state.childEnd),
  };
}

function levelBytes(state: LevelState): StoredLevelState {
  return mapColumns<Uint32Array, Uint8Array>(state, bytesOf);
}

function reviveLevelState(state: StoredLevelState): LevelState {
  return mapColumns<Uint8Array, Uint32Array>(state, asUint32);
}

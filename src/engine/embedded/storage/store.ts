/**
 * The durable side of the embedded engine: records per dataset in LMDB (ACID, memory-mapped),
 * and a format version that refuses a store written by another format. LMDB's transactions
 * give crash safety; nothing here is a hand-rolled file format.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, open, type RootDatabase } from 'lmdb';
import type { DatasetId } from '../../../model/field.js';
import type { JsonObject } from '../../../model/json.js';

/** Bump when the on-disk layout changes; add a migration from the previous version. */
export const STORE_FORMAT_VERSION = 1;
const FORMAT_KEY = 'format-version';

export class StoreFormatError extends Error {
  override readonly name = 'StoreFormatError';
}

/** One committed write: which records of which dataset it changed. */
export interface ChangeEntry {
  readonly dataset: DatasetId;
  readonly ids: readonly string[];
}

/** The snapshot in the store: the change it covers and the keys of its parts. */
export interface SnapshotManifest {
  readonly seq: number;
  readonly keys: readonly string[];
}

const SEQ_KEY = 'last-seq';
const SNAPSHOT_KEY = 'snapshot';

export class RecordStore {
  private readonly root: RootDatabase;
  private readonly meta: Database<unknown, string>;
  /** change number → change, since the last snapshot: replayed on open */
  private readonly log: Database<ChangeEntry, number>;
  private readonly snapshotParts: Database<unknown, string>;
  private readonly records = new Map<DatasetId, Database<JsonObject, string>>();

  private constructor(readonly directory: string) {
    mkdirSync(directory, { recursive: true });
    // No compression: LZ4 runs on the main thread when writing and cost a quarter of the
    // bulk-load time; records are read back far more cheaply uncompressed too.
    this.root = open({ path: join(directory, 'panoptes.mdb'), maxDbs: 16 });
    this.meta = this.root.openDB<unknown, string>({ name: 'meta' });
    this.log = this.root.openDB<ChangeEntry, number>({ name: 'changes' });
    this.snapshotParts = this.root.openDB<unknown, string>({ name: 'snapshot' });
  }

  /** Opens (or creates) the store in `directory`; throws StoreFormatError for another format. */
  static open(directory: string): RecordStore {
    const store = new RecordStore(directory);
    const version = store.meta.get(FORMAT_KEY);
    if (version === undefined) {
      store.meta.putSync(FORMAT_KEY, STORE_FORMAT_VERSION);
    } else if (version !== STORE_FORMAT_VERSION) {
      store.root.close();
      const relation =
        typeof version === 'number' && version > STORE_FORMAT_VERSION
          ? 'a newer'
          : 'an unknown older';
      throw new StoreFormatError(
        `the data directory ${directory} was written by ${relation} Panoptes (store format ${String(version)}; this version reads format ${STORE_FORMAT_VERSION}); use the matching Panoptes version or re-ingest into a new directory`,
      );
    }
    return store;
  }

  /**
   * Writes records and removals, with their change entry, in one transaction; resolves to
   * the change number once durable on disk.
   */
  async write(
    dataset: DatasetId,
    puts: ReadonlyArray<[string, JsonObject]>,
    removals: readonly string[] = [],
  ): Promise<number> {
    const db = this.dataset(dataset);
    const seq = await this.root.transaction(() => {
      for (const [id, record] of puts) db.put(id, record);
      for (const id of removals) db.remove(id);
      const next = ((this.meta.get(SEQ_KEY) as number | undefined) ?? 0) + 1;
      this.meta.put(SEQ_KEY, next);
      this.log.put(next, { dataset, ids: [...puts.map(([id]) => id), ...removals] });
      return next;
    });
    await this.root.flushed;
    return seq;
  }

  /** The number of the last committed change (0 for a new store). */
  lastSeq(): number {
    return (this.meta.get(SEQ_KEY) as number | undefined) ?? 0;
  }

  /** Changes committed after `seq`, in order. */
  *changesAfter(seq: number): Iterable<ChangeEntry & { seq: number }> {
    for (const { key, value } of this.log.getRange({ start: seq + 1 }))
      yield { seq: key, ...value };
  }

  snapshotManifest(): SnapshotManifest | undefined {
    return this.meta.get(SNAPSHOT_KEY) as SnapshotManifest | undefined;
  }

  snapshotPart<T>(key: string): T | undefined {
    return this.snapshotParts.get(key) as T | undefined;
  }

  /** Replaces the snapshot atomically and drops the changes it covers. */
  async writeSnapshot(seq: number, parts: ReadonlyArray<[string, unknown]>): Promise<void> {
    const previous = this.snapshotManifest();
    await this.root.transaction(() => {
      for (const key of previous?.keys ?? []) this.snapshotParts.remove(key);
      for (const [key, value] of parts) this.snapshotParts.put(key, value);
      this.meta.put(SNAPSHOT_KEY, {
        seq,
        keys: parts.map(([key]) => key),
      } satisfies SnapshotManifest);
      for (const key of this.log.getKeys({ end: seq + 1 })) this.log.remove(key);
    });
    await this.root.flushed;
  }

  get(dataset: DatasetId, id: string): JsonObject | undefined {
    return this.dataset(dataset).get(id);
  }

  has(dataset: DatasetId, id: string): boolean {
    return this.dataset(dataset).doesExist(id);
  }

  *entries(dataset: DatasetId): Iterable<[string, JsonObject]> {
    for (const { key, value } of this.dataset(dataset).getRange()) yield [key, value];
  }

  getMeta(key: string): unknown {
    return this.meta.get(key);
  }

  async putMeta(key: string, value: unknown): Promise<void> {
    await this.meta.put(key, value);
  }

  async close(): Promise<void> {
    await this.root.close();
  }

  private dataset(dataset: DatasetId): Database<JsonObject, string> {
    let db = this.records.get(dataset);
    if (!db) {
      db = this.root.openDB<JsonObject, string>({ name: `records-${dataset}` });
      this.records.set(dataset, db);
    }
    return db;
  }
}

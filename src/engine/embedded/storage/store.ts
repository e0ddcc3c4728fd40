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

export class RecordStore {
  private readonly root: RootDatabase;
  private readonly meta: Database<unknown, string>;
  private readonly records = new Map<DatasetId, Database<JsonObject, string>>();

  private constructor(readonly directory: string) {
    mkdirSync(directory, { recursive: true });
    this.root = open({ path: join(directory, 'panoptes.mdb'), maxDbs: 16, compression: true });
    this.meta = this.root.openDB<unknown, string>({ name: 'meta' });
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

  /** Writes records and removals in one transaction; resolves once durable on disk. */
  async write(
    dataset: DatasetId,
    puts: ReadonlyArray<[string, JsonObject]>,
    removals: readonly string[] = [],
  ): Promise<void> {
    const db = this.dataset(dataset);
    await db.transaction(() => {
      for (const [id, record] of puts) db.put(id, record);
      for (const id of removals) db.remove(id);
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

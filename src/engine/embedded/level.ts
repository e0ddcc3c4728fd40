/**
 * A level of elements: the records themselves (root) or the objects of one nested array path
 * (`services`, `services.softwares`, ...). Each element knows its parent and its record; the
 * elements of one record are allocated together, so a parent's children are one contiguous
 * range and parent ids never decrease as child ids grow.
 */
import { GrowableUint32 } from './growable.js';

export class Level {
  /** elements allocated so far (ids 0..size-1), dead ones included */
  size = 0;
  liveCount = 0;
  readonly children: Level[] = [];
  /** child element → parent element (unused at the root) */
  readonly parentOf = new GrowableUint32();
  /** element → record (root element) */
  readonly rootOf = new GrowableUint32();
  /** parent element → first and one-past-last child in this level */
  private readonly childBegin = new GrowableUint32();
  private readonly childEnd = new GrowableUint32();
  private live: Uint32Array = new Uint32Array(64);

  constructor(
    readonly path: string,
    readonly parent: Level | undefined,
  ) {
    parent?.children.push(this);
  }

  allocate(parentElement: number, rootElement: number): number {
    const id = this.size++;
    if (id >>> 5 >= this.live.length) {
      const next = new Uint32Array(this.live.length * 2);
      next.set(this.live);
      this.live = next;
    }
    this.live[id >>> 5]! |= 1 << (id & 31);
    this.liveCount++;
    this.rootOf.set(id, rootElement);
    if (this.parent) {
      this.parentOf.set(id, parentElement);
      if (this.childEnd.length <= parentElement || this.childEnd.get(parentElement) === 0)
        this.childBegin.set(parentElement, id);
      this.childEnd.set(parentElement, id + 1);
    }
    return id;
  }

  isLive(id: number): boolean {
    return (this.live[id >>> 5]! & (1 << (id & 31))) !== 0;
  }

  /** Marks an element and all its descendants dead. */
  kill(id: number): void {
    if (!this.isLive(id)) return;
    this.live[id >>> 5]! &= ~(1 << (id & 31));
    this.liveCount--;
    for (const child of this.children) {
      const [begin, end] = child.childrenOf(id);
      for (let c = begin; c < end; c++) child.kill(c);
    }
  }

  childrenOf(parentElement: number): [number, number] {
    if (parentElement >= this.childEnd.length) return [0, 0];
    return [this.childBegin.get(parentElement), this.childEnd.get(parentElement)];
  }

  /** The live elements as a bitset over 0..size-1 (a fresh copy, safe to modify). */
  liveBits(): Uint32Array {
    return this.live.slice(0, (this.size + 31) >>> 5);
  }

  /** Restores state saved by a snapshot. */
  static restore(path: string, parent: Level | undefined, state: LevelState): Level {
    const level = new Level(path, parent);
    level.size = state.size;
    level.liveCount = state.liveCount;
    level.live = state.live.length > 0 ? state.live : new Uint32Array(64);
    level.parentOf.data = state.parentOf;
    level.parentOf.length = state.parentOf.length;
    level.rootOf.data = state.rootOf;
    level.rootOf.length = state.rootOf.length;
    level.childBegin.data = state.childBegin;
    level.childBegin.length = state.childBegin.length;
    level.childEnd.data = state.childEnd;
    level.childEnd.length = state.childEnd.length;
    return level;
  }

  state(): LevelState {
    return {
      size: this.size,
      liveCount: this.liveCount,
      live: this.live.slice(0, (this.size + 31) >>> 5),
      parentOf: this.parentOf.view().slice(),
      rootOf: this.rootOf.view().slice(),
      childBegin: this.childBegin.view().slice(),
      childEnd: this.childEnd.view().slice(),
    };
  }
}

export interface LevelState {
  readonly size: number;
  readonly liveCount: number;
  readonly live: Uint32Array;
  readonly parentOf: Uint32Array;
  readonly rootOf: Uint32Array;
  readonly childBegin: Uint32Array;
  readonly childEnd: Uint32Array;
}

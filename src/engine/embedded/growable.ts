/** Typed arrays that grow by doubling: the engine's append-only columns. */
export class GrowableUint32 {
  data: Uint32Array;
  length = 0;

  constructor(capacity = 16) {
    this.data = new Uint32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) this.grow(this.length + 1);
    this.data[this.length++] = value;
  }

  /** Sets index `at` (growing and zero-filling as needed). */
  set(at: number, value: number): void {
    if (at >= this.data.length) this.grow(at + 1);
    this.data[at] = value;
    if (at >= this.length) this.length = at + 1;
  }

  get(at: number): number {
    return this.data[at]!;
  }

  view(): Uint32Array {
    return this.data.subarray(0, this.length);
  }

  private grow(minimum: number): void {
    const next = new Uint32Array(Math.max(minimum, this.data.length * 2, 16));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
}

export class GrowableFloat64 {
  data: Float64Array;
  length = 0;

  constructor(capacity = 16) {
    this.data = new Float64Array(capacity);
  }

  set(at: number, value: number): void {
    if (at >= this.data.length) {
      const next = new Float64Array(Math.max(at + 1, this.data.length * 2));
      next.set(this.data.subarray(0, this.length));
      this.data = next;
    }
    this.data[at] = value;
    if (at >= this.length) this.length = at + 1;
  }

  get(at: number): number {
    return this.data[at]!;
  }
}

/**
 * A pattern (regular expression or wildcard) that cannot be compiled. `offset` is a 0-based
 * UTF-16 index into the pattern string, so callers can add it to where the pattern starts
 * in a larger query text.
 */
export class PatternError extends Error {
  readonly offset: number;
  readonly reason: string;
  /** True when the pattern is well formed but its automaton exceeds the state bound. */
  readonly tooComplex: boolean;

  constructor(reason: string, offset: number, tooComplex = false) {
    super(`${reason} (at offset ${offset})`);
    this.name = 'PatternError';
    this.reason = reason;
    this.offset = offset;
    this.tooComplex = tooComplex;
  }
}

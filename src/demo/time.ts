/**
 * Timestamps of synthetic hosts. Everything is relative to one instant (the generator's
 * epoch), never the clock, so the same host always carries the same dates.
 */
import { mix32, type Random } from './random.js';

/** Default epoch: 2025-01-15T00:00:00Z, the month the real ODIN sample was captured. */
export const DEFAULT_EPOCH_MS = Date.UTC(2025, 0, 15);

/** What upstream writes for "never" (Go's zero time). */
export const UNKNOWN_INSTANT = '0001-01-01T00:00:00Z';

export const SECOND_MS = 1_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** How far back hosts were last seen. */
export const OBSERVATION_WINDOW_MS = 90 * DAY_MS;

/** Scans run in two-day rounds; every host updated in a round carries the round's id. */
const SCAN_ROUND_MS = 2 * DAY_MS;

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
/** Years whose dates the Date methods write with exactly four digits (the fast path). */
const FAST_PATH_FROM_MS = Date.UTC(1000, 0, 1);
const FAST_PATH_TO_MS = Date.UTC(9999, 11, 31);
const MAX_CACHED_DAYS = 50_000;

interface DayPrefixes {
  /** `2025-01-14T` */
  readonly iso: string;
  /** `Tue, 14 Jan 2025 ` */
  readonly http: string;
}

/**
 * Date formatting is most of a host's cost when done with Date methods (a dozen dates per
 * host), so the date part of each day is formatted once and cached, and the time of day
 * is assembled from precomputed digit strings.
 */
const dayPrefixes = new Map<number, DayPrefixes>();

function prefixesOf(day: number): DayPrefixes {
  let prefixes = dayPrefixes.get(day);
  if (!prefixes) {
    if (dayPrefixes.size >= MAX_CACHED_DAYS) dayPrefixes.clear();
    const date = new Date(day * DAY_MS);
    prefixes = { iso: date.toISOString().slice(0, 11), http: date.toUTCString().slice(0, 17) };
    dayPrefixes.set(day, prefixes);
  }
  return prefixes;
}

/** `hh:mm:ss` of an instant, and its milliseconds. */
function timeOfDay(ms: number, day: number): [clock: string, milliseconds: number] {
  let rest = ms - day * DAY_MS;
  const hours = Math.floor(rest / HOUR_MS);
  rest -= hours * HOUR_MS;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / SECOND_MS);
  const clock = `${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}`;
  return [clock, rest - seconds * SECOND_MS];
}

const onFastPath = (ms: number) =>
  Number.isInteger(ms) && ms >= FAST_PATH_FROM_MS && ms <= FAST_PATH_TO_MS;

/** RFC 3339 UTC with milliseconds, e.g. 2025-01-14T17:56:50.027Z (as toISOString writes). */
export function instantMs(ms: number): string {
  if (!onFastPath(ms)) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  const [clock, milliseconds] = timeOfDay(ms, day);
  return `${prefixesOf(day).iso}${clock}.${THREE_DIGITS[milliseconds]}Z`;
}

/** RFC 3339 UTC to the second, e.g. 2025-01-08T16:43:59Z (how upstream writes geo dates). */
export function instantSeconds(ms: number): string {
  if (!onFastPath(ms)) return `${new Date(ms).toISOString().slice(0, 19)}Z`;
  const day = Math.floor(ms / DAY_MS);
  return `${prefixesOf(day).iso}${timeOfDay(ms, day)[0]}Z`;
}

/** An HTTP Date header value, e.g. Tue, 14 Jan 2025 17:55:50 GMT (as toUTCString writes). */
export function httpDate(ms: number): string {
  if (!onFastPath(ms)) return new Date(ms).toUTCString();
  const day = Math.floor(ms / DAY_MS);
  return `${prefixesOf(day).http}${timeOfDay(ms, day)[0]} GMT`;
}

/**
 * How long ago a host was last seen: within the observation window, recent ages more likely
 * (age = window * u^2: a quarter of hosts seen in the last 6 days, half in the last 23),
 * like a crawler that revisits most hosts often and some rarely.
 */
export function recentAgeMs(random: Random): number {
  const u = random.float();
  return Math.floor(OBSERVATION_WINDOW_MS * u * u);
}

/**
 * The id of the scan round an instant falls in: the epoch second the round's scan started,
 * a fixed per-round time before the round's first update (so that ids look like real ones,
 * 1736763859, never postdate the updates, and are shared by every host the round updated).
 */
export function scanIdFor(ms: number): number {
  const round = Math.floor(ms / SCAN_ROUND_MS);
  return Math.floor((round * SCAN_ROUND_MS) / SECOND_MS) - (mix32(round) % 86_400);
}

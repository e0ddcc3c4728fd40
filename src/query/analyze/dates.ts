/**
 * Date values in queries: complete or partial RFC 3339 dates (`2024`, `2024-07`,
 * `2024-07-08T02:41`), epoch milliseconds, and Elasticsearch date math (`now-7d/d`,
 * `2024-01-01||+1M`). A value stands for an interval — the whole unit of its precision —
 * so that `[2024-01 TO 2024-03]` covers January through March, as in Elasticsearch.
 */
import { daysInMonth, isValidCalendarDate, utcMs } from '../../model/values/instant.js';

/** Inclusive interval of epoch milliseconds. */
export interface Interval {
  readonly start: number;
  readonly end: number;
}

type Unit = 'y' | 'M' | 'w' | 'd' | 'h' | 'm' | 's';

const PARTIAL_DATE =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?)?)?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;
const MATH_STEP = /^(?:([+-])(\d+)([yMwdhHms])|\/([yMwdhHms]))/;
const DAY_MS = 86_400_000;
const FIXED_MS: Record<Exclude<Unit, 'y' | 'M'>, number> = {
  w: 7 * DAY_MS,
  d: DAY_MS,
  h: 3_600_000,
  m: 60_000,
  s: 1000,
};
/** Beyond what Date can represent (±8.64e15 ms) a value is refused rather than wrapped. */
const MAX_MS = 8.64e15;

/** The interval a date expression stands for, or undefined when `text` is not one. */
export function parseDateExpression(text: string, now: number): Interval | undefined {
  let anchor: Interval | undefined;
  let math: string;
  if (text.startsWith('now')) {
    anchor = { start: now, end: now };
    math = text.slice(3);
  } else {
    const bar = text.indexOf('||');
    anchor = parseAnchor(bar >= 0 ? text.slice(0, bar) : text);
    math = bar >= 0 ? text.slice(bar + 2) : '';
    if (bar >= 0 && math === '') return undefined;
  }
  if (!anchor) return undefined;
  const result = applyMath(anchor, math);
  if (!result || Math.abs(result.start) > MAX_MS || Math.abs(result.end) > MAX_MS) return undefined;
  return result;
}

function parseAnchor(text: string): Interval | undefined {
  if (/^\d{5,}$/.test(text) || /^-\d+$/.test(text)) {
    // Five digits or more: epoch milliseconds. Up to four digits is a year, as in
    // Elasticsearch's default `strict_date_optional_time||epoch_millis`.
    const ms = Number(text);
    return Number.isSafeInteger(ms) ? { start: ms, end: ms } : undefined;
  }
  const m = PARTIAL_DATE.exec(text);
  if (!m) return undefined;
  const [year, month = 1, day = 1, hour = 0, minute = 0, second = 0] = m
    .slice(1, 7)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const fraction = m[7];
  if (!isValidCalendarDate(year!, month, day) || hour > 23 || minute > 59 || second > 59)
    return undefined;
  const ms = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  const start = utcMs(year!, month, day, hour, minute, second, ms) - zoneOffsetMs(m[8]);
  const precision: Unit | 'ms' =
    fraction !== undefined
      ? 'ms'
      : m[6] !== undefined
        ? 's'
        : m[5] !== undefined
          ? 'm'
          : m[4] !== undefined
            ? 'h'
            : m[3] !== undefined
              ? 'd'
              : m[2] !== undefined
                ? 'M'
                : 'y';
  const end = precision === 'ms' ? start : addUnits(start, 1, precision) - 1;
  return { start, end };
}

function applyMath(anchor: Interval, math: string): Interval | undefined {
  let { start, end } = anchor;
  let rest = math;
  while (rest !== '') {
    const step = MATH_STEP.exec(rest);
    if (!step) return undefined;
    rest = rest.slice(step[0].length);
    if (step[4] !== undefined) {
      const unit = toUnit(step[4]);
      start = floorUnit(start, unit);
      end = addUnits(floorUnit(end, unit), 1, unit) - 1;
    } else {
      const amount = Number(step[2]) * (step[1] === '-' ? -1 : 1);
      if (!Number.isSafeInteger(amount)) return undefined;
      const unit = toUnit(step[3]!);
      start = addUnits(start, amount, unit);
      end = addUnits(end, amount, unit);
    }
    if (!Number.isFinite(start) || !Number.isFinite(end)) return undefined;
  }
  return { start, end };
}

function toUnit(symbol: string): Unit {
  return symbol === 'H' ? 'h' : (symbol as Unit);
}

function addUnits(ms: number, amount: number, unit: Unit): number {
  if (unit !== 'y' && unit !== 'M') return ms + amount * FIXED_MS[unit];
  const date = new Date(ms);
  const months = date.getUTCFullYear() * 12 + date.getUTCMonth() + amount * (unit === 'y' ? 12 : 1);
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  // Calendar arithmetic clamps to the month's last day (Jan 31 + 1M = Feb 28/29), as Java time does.
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  const timeOfDay = ms - Math.floor(ms / DAY_MS) * DAY_MS;
  return utcMs(year, month, day) + timeOfDay;
}

function floorUnit(ms: number, unit: Unit): number {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  switch (unit) {
    case 'y':
      return utcMs(year, 1, 1);
    case 'M':
      return utcMs(year, date.getUTCMonth() + 1, 1);
    case 'w': {
      const dayStart = Math.floor(ms / DAY_MS) * DAY_MS;
      const mondayBased = (new Date(dayStart).getUTCDay() + 6) % 7;
      return dayStart - mondayBased * DAY_MS;
    }
    default:
      return Math.floor(ms / FIXED_MS[unit]) * FIXED_MS[unit];
  }
}

function zoneOffsetMs(zone: string | undefined): number {
  if (zone === undefined || zone === 'Z' || zone === 'z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0');
  return (zone[0] === '-' ? -1 : 1) * minutes * 60_000;
}

/**
 * Instants are stored as epoch milliseconds and written back as RFC 3339 UTC.
 * Only complete RFC 3339 timestamps are accepted here; partial dates and date math are
 * a query-language feature (src/query).
 */
const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})?$/;

/**
 * An RFC 3339 timestamp as epoch ms. `zoneOptional` also accepts a timestamp without zone
 * (read as UTC), as certificates and some scanners write them; type inference keeps it off.
 */
export function parseInstant(
  text: string,
  options: { zoneOptional?: boolean } = {},
): number | undefined {
  const m = RFC3339.exec(text);
  if (!m || (m[8] === undefined && !options.zoneOptional)) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isValidCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 60) {
    return undefined;
  }
  const ms = m[7] ? Math.floor(Number(`0${m[7]}`) * 1000) : 0;
  return utcMs(year, month, day, hour, minute, second, ms) - zoneOffsetMs(m[8]);
}

export function formatInstant(ms: number): string {
  return new Date(ms).toISOString();
}

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

function setFullYear(ms: number, year: number): number {
  const date = new Date(ms);
  date.setUTCFullYear(year);
  return date.getTime();
}

function zoneOffsetMs(zone: string | undefined): number {
  if (zone === undefined || zone === 'Z' || zone === 'z') return 0;
  const sign = zone[0] === '-' ? -1 : 1;
  return sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6))) * 60_000;
}

/** UTC calendar construction that keeps years below 100 as written (Date.UTC does not). */
export function utcMs(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): number {
  const base = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  return year >= 0 && year < 100 ? setFullYear(base, year) : base;
}

/** Calendar helpers in the theatre's time zone (Asia/Shanghai, UTC+8 all year). */
const OFFSET = 8 * 3600_000;

/** 'YYYY-MM-DD' of a millisecond timestamp in Shanghai. */
export function shanghaiDate(ms: number): string {
  return new Date(ms + OFFSET).toISOString().slice(0, 10);
}

/** Start of a Shanghai calendar day, in ms. */
export function shanghaiDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - OFFSET;
}

/** A query time: milliseconds, or a 'YYYY-MM-DD' date (its start). Undefined when absent, NaN when bad. */
export function parseTime(v: string | undefined): number | undefined {
  if (v === undefined || v === '') return undefined;
  if (/^\d+$/.test(v)) return Number(v);
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return shanghaiDayStart(v);
  return NaN;
}

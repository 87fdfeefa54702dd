// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMonth,
  formatShortDate,
  formatShowTime,
  isoDateTime,
  isoDay,
} from '@/lib/text/dates';

// 8 December 2026, 19:30 in Shanghai (11:30 UTC)
const evening = Date.UTC(2026, 11, 8, 11, 30);

describe("dates: one format per language, in the theatre's time zone", () => {
  it('writes a date the same way whatever it comes as', () => {
    expect(formatDate(evening, 'en')).toBe('8 December 2026');
    expect(formatDate('2026-12-08T11:30:00Z', 'en')).toBe('8 December 2026');
    expect(formatDate(evening, 'zh-hans')).toBe('2026年12月8日');
    // just before midnight in Shanghai is still the 8th there
    expect(formatDate('2026-12-08T15:59:00Z', 'zh-hans')).toBe('2026年12月8日');
    expect(formatDate('2026-12-08T16:00:00Z', 'zh-hans')).toBe('2026年12月9日');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDate(null, 'en')).toBe('');
  });

  it('ranges, times and performances use that same date', () => {
    expect(formatDateRange('2026-12-08', '2026-12-10', 'en')).toBe('8 December 2026 – 10 December 2026');
    expect(formatDateRange('2026-12-08', '2026-12-10', 'zh-hans')).toBe('2026年12月8日 – 2026年12月10日');
    expect(formatDateRange('2026-12-08', '2026-12-08', 'en')).toBe('8 December 2026');
    expect(formatDateRange(null, '2026-12-08', 'en')).toBe('8 December 2026');
    expect(formatDateTime(evening, 'en')).toBe('8 December 2026, 19:30');
    expect(formatDateTime(evening, 'zh-hans')).toBe('2026年12月8日 19:30');
    expect(formatShowTime(evening, 'en')).toBe('Tue, 8 December 2026, 19:30');
    expect(formatShowTime(evening, 'zh-hans')).toBe('2026年12月8日周二 19:30');
  });

  it("writes a performance's date button without the year", () => {
    expect(formatShortDate(evening, 'en')).toEqual({ day: '8 December', weekday: 'Tue', time: '19:30' });
    expect(formatShortDate(evening, 'zh-hans')).toEqual({ day: '12月8日', weekday: '周二', time: '19:30' });
  });

  it("writes machine-readable dates with the theatre's day and offset", () => {
    expect(isoDateTime(Date.UTC(2026, 2, 1, 11, 30))).toBe('2026-03-01T19:30:00+08:00');
    expect(isoDay(Date.UTC(2026, 11, 8, 15, 59))).toBe('2026-12-08');
    expect(isoDay(Date.UTC(2026, 11, 8, 16, 0))).toBe('2026-12-09');
  });

  it('names calendar months and days', () => {
    expect(formatMonth(2026, 12, 'en')).toBe('December 2026');
    expect(formatMonth(2026, 12, 'zh-hans')).toBe('2026年12月');
    expect(formatCalendarDay('2026-11-28', 'en')).toBe('Saturday 28 November');
    expect(formatCalendarDay('2026-11-28', 'zh-hans')).toBe('11月28日星期六');
  });
});

import { describe, expect, it } from 'vitest';
import { cutAtMonths } from './month-cut.ts';

const DAY_MS = 86_400_000;
const dayAfter = (day: string, by: number) => new Date(Date.parse(`${day}T12:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);
/** Every day of the cut, until `horizon` for an open end. */
function daysOf(cut: ReturnType<typeof cutAtMonths>, horizon: string): string[] {
  const out: string[] = [];
  for (const span of cut.days) {
    expect(span.first.slice(0, 7)).toBe(span.last.slice(0, 7));
    for (let d = span.first; d <= span.last; d = dayAfter(d, 1)) out.push(d);
  }
  if (cut.months) {
    for (let d = `${cut.months.first}-01`; d <= horizon && (cut.months.last === null || d.slice(0, 7) <= cut.months.last); d = dayAfter(d, 1)) out.push(d);
  }
  return out.sort();
}

describe('cutAtMonths', () => {
  it('covers every day of the span exactly once, whole months as months, across month ends and a leap February', () => {
    const starts = ['2023-12-31', '2024-01-01', '2024-01-15', '2024-02-28', '2024-02-29', '2024-03-01', '2025-02-28', '2025-12-31'];
    const lengths = [0, 1, 2, 27, 28, 29, 30, 31, 45, 59, 60, 365, 366, 800];
    for (const first of starts) {
      for (const length of lengths) {
        const last = dayAfter(first, length);
        const expected: string[] = [];
        for (let d = first; d <= last; d = dayAfter(d, 1)) expected.push(d);
        const cut = cutAtMonths(first, last);
        expect({ first, last, days: daysOf(cut, last) }).toEqual({ first, last, days: expected });
        // At most the two partial months are read day by day.
        expect(cut.days.length).toBeLessThanOrEqual(2);
      }
    }
  });

  it('a whole month is one month; a span inside a month stays days; an open end takes every later month', () => {
    expect(cutAtMonths('2024-02-01', '2024-02-29')).toEqual({ days: [], months: { first: '2024-02', last: '2024-02' } });
    expect(cutAtMonths('2024-02-01', '2024-02-28')).toEqual({ days: [{ first: '2024-02-01', last: '2024-02-28' }], months: null });
    expect(cutAtMonths('2025-11-29', '2026-11-27')).toEqual({
      days: [{ first: '2025-11-29', last: '2025-11-30' }, { first: '2026-11-01', last: '2026-11-27' }],
      months: { first: '2025-12', last: '2026-10' },
    });
    expect(cutAtMonths('2026-11-29', null)).toEqual({ days: [{ first: '2026-11-29', last: '2026-11-30' }], months: { first: '2026-12', last: null } });
    expect(cutAtMonths('2026-12-01', null)).toEqual({ days: [], months: { first: '2026-12', last: null } });
    expect(cutAtMonths('2026-11-29', '2026-11-28')).toEqual({ days: [], months: null });
    const open = cutAtMonths('2024-01-20', null);
    expect(daysOf(open, '2024-04-10')).toEqual(Array.from({ length: 82 }, (_, i) => dayAfter('2024-01-20', i)));
  });
});

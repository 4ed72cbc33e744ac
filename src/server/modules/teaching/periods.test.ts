import { describe, expect, it } from 'vitest';
import { bucketIndex, bucketsOf, saoPauloDayOf, saoPauloDayStart } from './periods.ts';

describe('analytics periods', () => {
  it('cuts 7 and 30 days by day, 90 by week, 365 by calendar month', () => {
    expect(bucketsOf('2026-06-09', '2026-06-15', 7).buckets.map((b) => b.label)).toEqual(['09/06', '10/06', '11/06', '12/06', '13/06', '14/06', '15/06']);
    const quarter = bucketsOf('2026-03-18', '2026-06-15', 90);
    expect(quarter.bucket).toBe('week');
    expect(quarter.buckets).toHaveLength(13);
    expect(quarter.buckets[1].start).toBe('2026-03-25');
    const year = bucketsOf('2025-06-16', '2026-06-15', 365);
    expect(year.buckets.map((b) => b.label)).toEqual(['Jun/25', 'Jul/25', 'Ago/25', 'Set/25', 'Out/25', 'Nov/25', 'Dez/25', 'Jan/26', 'Fev/26', 'Mar/26', 'Abr/26', 'Mai/26', 'Jun/26']);
    // The first month starts on the period's first day, not before it.
    expect(year.buckets[0].start).toBe('2025-06-16');
    expect(year.buckets[1].start).toBe('2025-07-01');
  });

  it('finds the bucket of a day and the São Paulo day of an instant', () => {
    const { buckets } = bucketsOf('2025-06-16', '2026-06-15', 365);
    expect(bucketIndex(buckets, '2025-06-16')).toBe(0);
    expect(bucketIndex(buckets, '2025-07-01')).toBe(1);
    expect(bucketIndex(buckets, '2026-06-15')).toBe(12);
    // 01:00 UTC is still the previous evening in São Paulo (UTC−3).
    expect(saoPauloDayOf('2026-06-16T01:00:00.000Z')).toBe('2026-06-15');
    expect(saoPauloDayOf(saoPauloDayStart('2026-06-15'))).toBe('2026-06-15');
  });
});

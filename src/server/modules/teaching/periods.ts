import { shiftDay } from '#server/lib/clock';

// The analytics period in São Paulo calendar days, cut into the chart's buckets.

const MONTHS = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

/**
 * First instant of a São Paulo day as ISO UTC. São Paulo has kept UTC−3 all year since
 * 2019 (no daylight saving), so the day starts at 03:00 UTC.
 */
export function saoPauloDayStart(day: string): string {
  return `${day}T03:00:00.000Z`;
}

const SAO_PAULO_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The São Paulo day of an ISO instant, by the fixed UTC−3 offset (thousands per request: no Intl formatter). */
export function saoPauloDayOf(iso: string): string {
  return new Date(Date.parse(iso) - SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10);
}

export interface Bucket {
  start: string;
  label: string;
}

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** 7 and 30 days: one bucket per day; 90: per week (from the first day); 365: per calendar month. */
export function bucketsOf(fromDay: string, toDay: string, days: number): { bucket: 'day' | 'week' | 'month'; buckets: Bucket[] } {
  const buckets: Bucket[] = [];
  if (days <= 30) {
    for (let day = fromDay; day <= toDay; day = shiftDay(day, 1)) buckets.push({ start: day, label: dayLabel(day) });
    return { bucket: 'day', buckets };
  }
  if (days <= 90) {
    for (let day = fromDay; day <= toDay; day = shiftDay(day, 7)) buckets.push({ start: day, label: dayLabel(day) });
    return { bucket: 'week', buckets };
  }
  let [year, month] = fromDay.split('-').map(Number);
  for (;;) {
    const start = `${year}-${String(month).padStart(2, '0')}-01`;
    if (start > toDay) break;
    buckets.push({ start: start < fromDay ? fromDay : start, label: `${MONTHS[month - 1]}/${String(year).slice(2)}` });
    month++;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return { bucket: 'month', buckets };
}

/** The bucket holding a day of the period (the last whose start is not after it). */
export function bucketIndex(buckets: Bucket[], day: string): number {
  let index = 0;
  for (let i = 0; i < buckets.length && buckets[i].start <= day; i++) index = i;
  return index;
}

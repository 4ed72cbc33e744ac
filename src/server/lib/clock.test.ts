import { describe, expect, it } from 'vitest';
import { saoPauloDay } from './clock.ts';

const byTimeZone = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

describe('saoPauloDay', () => {
  it('is the day of the São Paulo time-zone rules, around midnight, across the end of its last daylight saving time and every year since', () => {
    const instants: number[] = [];
    // Each side of São Paulo's midnight (03:00 UTC since 2019, 02:00 in summer time before), a millisecond apart.
    for (let day = Date.parse('2018-10-01T00:00:00Z'); day < Date.parse('2031-01-01T00:00:00Z'); day += 86_400_000 * 7) {
      for (const hour of [1, 2, 3, 4]) for (const ms of [-1, 0, 1]) instants.push(day + hour * 3_600_000 + ms);
    }
    for (const iso of ['2019-02-17T01:59:59.999Z', '2019-02-17T02:00:00.000Z', '2019-02-17T02:59:59.999Z', '2019-02-17T03:00:00.000Z', '2018-11-04T02:59:59.999Z', '2018-11-04T03:00:00.000Z']) {
      instants.push(Date.parse(iso));
    }
    for (const at of instants) expect({ at: new Date(at).toISOString(), day: saoPauloDay(new Date(at)) }).toEqual({ at: new Date(at).toISOString(), day: byTimeZone.format(new Date(at)) });
    expect(instants.length).toBeGreaterThan(5_000);
  });

  it('refuses an invalid date as the formatter does', () => {
    expect(() => saoPauloDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});

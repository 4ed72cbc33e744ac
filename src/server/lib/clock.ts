import { SAO_PAULO_FIXED_OFFSET_SINCE, SAO_PAULO_OFFSET_MS } from '#contracts/sao-paulo-time';

/** Injectable time source, so expiry rules can be tested without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move forward. */
export function createManualClock(start = new Date()): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

const saoPauloDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });


/**
 * The São Paulo calendar day of an instant, as YYYY-MM-DD (study days, streaks, due dates).
 * By the fixed offset since 2019 (reports call it per row: the time-zone formatter costs
 * about a microsecond each time), by the time-zone rules before.
 */
export function saoPauloDay(date: Date): string {
  const at = date.getTime();
  if (at >= SAO_PAULO_FIXED_OFFSET_SINCE) return new Date(at + SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10);
  return saoPauloDayFormat.format(date);
}

/** The instant a São Paulo day (YYYY-MM-DD) begins, as ISO (UTC−3, as `saoPauloDay` since 2019). */
export const saoPauloDayStart = (day: string): string => new Date(`${day}T00:00:00-03:00`).toISOString();

/** YYYY-MM-DD shifted by whole days (calendar arithmetic, no time zone involved). */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

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

/** The São Paulo calendar day of an instant, as YYYY-MM-DD (study days, streaks, due dates). */
export function saoPauloDay(date: Date): string {
  return saoPauloDayFormat.format(date);
}

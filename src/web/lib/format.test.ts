import { describe, expect, it } from 'vitest';
import { formatBRL, formatCompactBRL, formatDate, formatDecimal, formatDateTime, formatInteger, formatMonthYear, formatRating, formatRelative, formatRelativeOffset, formatTime, intlOnce, saoPauloDay } from './format.ts';

describe('formatters made on first use', () => {
  it('makes the formatter only when first asked for, and only once', () => {
    let made = 0;
    const format = intlOnce(() => {
      made++;
      return new Intl.NumberFormat('pt-BR');
    });
    expect(made).toBe(0);
    expect(format().format(1234.5)).toBe('1.234,5');
    expect(format()).toBe(format());
    expect(made).toBe(1);
  });

  it('shows money and dates as before (pt-BR, São Paulo time)', () => {
    expect(formatBRL(4990)).toBe('R$ 49,90');
    expect(formatDate('2026-11-23T02:30:00Z')).toBe('22/11/2026');
    expect(formatDateTime('2026-11-23T15:05:00Z')).toBe('23/11/2026 12:05');
    expect(formatMonthYear('2026-01-15T12:00:00Z')).toBe('Janeiro 2026');
  });
});

/** Intl's own answers, the reference the arithmetic in format.ts must match. */
const reference = {
  date: new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }),
  time: new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }),
  dateTime: new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
  day: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }),
  monthYear: new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', month: 'long', year: 'numeric' }),
  brl: new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
  relative: new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' }),
};

describe('pt-BR texts without Intl are Intl’s texts', () => {
  it('dates and times in São Paulo, every 7 h 13 min from 2017 (summer time) to 2030, and around the last change', () => {
    const instants: Date[] = [];
    for (let t = Date.UTC(2017, 0, 1); t < Date.UTC(2030, 0, 1); t += (7 * 60 + 13) * 60_000) instants.push(new Date(t));
    const lastChange = Date.UTC(2019, 1, 17, 2);
    for (let t = lastChange - 3 * 3_600_000; t <= lastChange + 3 * 3_600_000; t += 60_000) instants.push(new Date(t));
    for (const at of instants) {
      const iso = at.toISOString();
      expect(formatDate(iso), iso).toBe(reference.date.format(at));
      expect(formatTime(at), iso).toBe(reference.time.format(at));
      expect(formatDateTime(iso), iso).toBe(reference.dateTime.format(at).replace(',', ''));
      expect(saoPauloDay(at), iso).toBe(reference.day.format(at));
      const monthYear = reference.monthYear.format(at).replace(' de ', ' ');
      expect(formatMonthYear(iso), iso).toBe(monthYear.charAt(0).toUpperCase() + monthYear.slice(1));
    }
    expect(instants.length).toBeGreaterThan(15_000);
  });

  it('money in centavos, and integers', () => {
    const amounts = [0, -0, 1, -1, 9, 10, 99, 100, 101, 4990, -4990, 99_999, 100_000, 123_456, 1_000_000_00, -98_765_432_10, 10 ** 15, 0.5, 1234.5];
    for (let i = 0; i < 2000; i++) amounts.push(Math.round((Math.random() - 0.3) * 10 ** (1 + (i % 12))));
    for (const cents of amounts) {
      expect(formatBRL(cents), String(cents)).toBe(reference.brl.format(cents / 100).replace(/\u00a0/g, ' '));
      expect(formatInteger(Math.trunc(cents)), String(cents)).toBe(Math.trunc(cents).toLocaleString('pt-BR'));
    }
  });

  it('decimals with at most 1 or 2 digits after the comma (charts, percentages)', () => {
    const values = [0, -0, 87.55, 0.95, 9.995, 99.95, 0.5, 0.05, 0.005, 0.015, 1.005, 2.675, -0.001, -1.5, 12.3456, 999.995, 1234.5, 100_000.1, 10 ** 14 + 0.25, 10 ** 16, 10 ** 22, 1e-7, Number.NaN, Infinity];
    for (let i = 0; i < 3000; i++) values.push((Math.random() - 0.3) * 10 ** (i % 9), Math.round(Math.random() * 100_000) / 1000);
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits });
      for (const value of values) expect(formatDecimal(value, digits), `${value} (${digits})`).toBe(intl.format(value));
    }
  });

  it('reais in the short compact form of a chart axis', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 });
    const values = [0, 5, 0.5, 12.34, 950, 999, 999.96, 1000, 1049, 1050, 1234, 9999, 99_949, 99_950, 999_949, 999_950, 1_000_000, 1_234_567, 1e9, 2.5e12, 9.99996e14, 3e15, 3e16, 1.2345e18, -1500, -0.04];
    for (let i = 0; i < 3000; i++) values.push(Math.round((Math.random() - 0.2) * 10 ** (i % 14)) / (i % 3 === 0 ? 100 : 1), 500 * (i % 400) * 10 ** (i % 5));
    for (const value of values) expect(formatCompactBRL(value), String(value)).toBe(intl.format(value).replace(/\u00a0/g, ' '));
  });

  it('relative times, every unit from −500 to 500', () => {
    for (const unit of ['minute', 'hour', 'day', 'month', 'year'] as const) {
      for (let n = -500; n <= 500; n++) expect(formatRelativeOffset(n, unit), `${n} ${unit}`).toBe(reference.relative.format(n, unit));
    }
    const now = new Date('2026-11-26T12:00:00Z');
    expect(formatRelative('2026-11-26T11:59:30Z', now)).toBe('agora mesmo');
    expect(formatRelative('2026-11-26T10:00:00Z', now)).toBe('há 2 horas');
    expect(formatRelative('2026-11-25T12:00:00Z', now)).toBe('ontem');
    expect(formatRelative('2026-12-06T12:00:00Z', now)).toBe('em 10 dias');
  });

  it('an invalid date is refused as Intl refuses it', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('a course\'s rating on its card', () => {
  it('reads "Novo" until the course has a rating, never "0,0"', () => {
    expect(formatRating(0)).toBe('Novo');
    expect(formatRating(4.8)).toBe('4,8');
    expect(formatRating(5)).toBe('5,0');
  });
});

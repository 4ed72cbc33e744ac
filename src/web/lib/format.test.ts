import { describe, expect, it } from 'vitest';
import { formatBRL, formatDate, formatDateTime, formatMonthYear, intlOnce } from './format.ts';

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

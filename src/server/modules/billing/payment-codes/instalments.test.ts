import { describe, expect, it } from 'vitest';
import { INSTALMENT_MONTHLY_INTEREST, instalmentOption, instalmentOptions, instalmentSplitText, MAX_INSTALMENTS, priceTableTotalCents } from './instalments';

const sumOf = (option: { firstInstalmentCents: number; firstInstalmentsCount: number; instalmentCents: number; count: number }) =>
  option.firstInstalmentCents * option.firstInstalmentsCount + option.instalmentCents * (option.count - option.firstInstalmentsCount);

describe('instalmentOption — interest-free', () => {
  it('splits R$ 100,00 in 3x as 33,34 + 33,33 + 33,33', () => {
    expect(instalmentOption(10000, 3, 3)).toEqual({
      count: 3,
      instalmentCents: 3333,
      firstInstalmentCents: 3334,
      firstInstalmentsCount: 1,
      totalCents: 10000,
      interestCents: 0,
      interestFree: true,
    });
  });

  it('1x is the price itself', () => {
    expect(instalmentOption(4990, 1, 1)).toMatchObject({ firstInstalmentCents: 4990, totalCents: 4990, interestFree: true });
  });

  it('R$ 49,90 in 12x interest-free: 4,16 ×10 + 4,15 ×2 (never one instalment of 5,25 among 4,15s)', () => {
    // 4990 / 12 = 415 rest 10 → ten instalments of 416, two of 415: they differ by at most one centavo.
    const option = instalmentOption(4990, 12, 12);
    expect(option).toMatchObject({ instalmentCents: 415, firstInstalmentCents: 416, firstInstalmentsCount: 10, totalCents: 4990 });
    expect(sumOf(option)).toBe(4990);
  });

  it('R$ 55,25 in 6x: 5 × 9,21 + 9,20, and the label says both values', () => {
    const option = instalmentOption(5525, 6, 6);
    expect(option).toMatchObject({ instalmentCents: 920, firstInstalmentCents: 921, firstInstalmentsCount: 5 });
    expect(instalmentSplitText(5525, 6, (c) => String(c))).toBe('5x de 921 + 1x de 920');
    expect(instalmentSplitText(5520, 6, (c) => String(c))).toBe('6x de 920');
    for (let total = 1200; total < 1300; total++) {
      for (let count = 1; count <= 12; count++) {
        const o = instalmentOption(total, count, 12);
        expect(o.firstInstalmentCents - o.instalmentCents).toBeLessThanOrEqual(1);
        expect(sumOf(o)).toBe(total);
      }
    }
  });
});

describe('instalmentOption — Price table above the interest-free count', () => {
  it('uses 2,99 % a.m.', () => {
    expect(INSTALMENT_MONTHLY_INTEREST).toBe(0.0299);
  });

  it('R$ 100,00 in 3x at 2,99 %: PMT = 100·0,0299/(1−1,0299⁻³) = 35,3462… → total R$ 106,04', () => {
    expect(instalmentOption(10000, 3, 1)).toEqual({
      count: 3,
      instalmentCents: 3534,
      firstInstalmentCents: 3535,
      firstInstalmentsCount: 2,
      totalCents: 10604,
      interestCents: 604,
      interestFree: false,
    });
  });

  it('R$ 599,00 in 12x at 2,99 % (plan with 6x interest-free): total R$ 721,69', () => {
    // PMT = 599·0,0299/(1−1,0299⁻¹²) = 60,1409 → 12 × 60,1409 = 721,6905
    expect(instalmentOption(59900, 12, 6)).toMatchObject({ totalCents: 72169, instalmentCents: 6014, firstInstalmentCents: 6015, firstInstalmentsCount: 1 });
  });

  it('charges interest only above the interest-free count', () => {
    expect(instalmentOption(59900, 6, 6).interestFree).toBe(true);
    expect(instalmentOption(59900, 6, 6).totalCents).toBe(59900);
    expect(instalmentOption(59900, 7, 6).interestFree).toBe(false);
    expect(instalmentOption(59900, 7, 6).totalCents).toBeGreaterThan(59900);
  });

  it('a zero rate is the plain split', () => {
    expect(priceTableTotalCents(10000, 5, 0)).toBe(10000);
    expect(instalmentOption(10000, 5, 1, 0).totalCents).toBe(10000);
  });
});

describe('instalmentOptions', () => {
  it('lists 1x..12x whose instalments always add up to the total', () => {
    for (const price of [100, 999, 4990, 10000, 19990, 59900, 123457]) {
      for (const free of [1, 3, 12]) {
        const options = instalmentOptions(price, free);
        expect(options.map((o) => o.count)).toEqual(Array.from({ length: MAX_INSTALMENTS }, (_, i) => i + 1));
        for (const option of options) {
          expect(sumOf(option)).toBe(option.totalCents);
          expect(option.firstInstalmentCents - option.instalmentCents).toBeGreaterThanOrEqual(0);
          expect(option.firstInstalmentCents - option.instalmentCents).toBeLessThan(option.count);
        }
        // Totals never fall as the count grows.
        for (let i = 1; i < options.length; i++) expect(options[i]!.totalCents).toBeGreaterThanOrEqual(options[i - 1]!.totalCents);
      }
    }
  });

  it('stops at the price in centavos (at least 1 centavo per instalment) and at maxCount', () => {
    expect(instalmentOptions(5, 12)).toHaveLength(5);
    expect(instalmentOptions(10000, 3, { maxCount: 6 })).toHaveLength(6);
  });

  it('refuses invalid input with a Portuguese message', () => {
    expect(() => instalmentOption(0, 1, 1)).toThrow('Valor a parcelar inválido.');
    expect(() => instalmentOption(10.5, 1, 1)).toThrow('Valor a parcelar inválido.');
    expect(() => instalmentOption(1000, 13, 1)).toThrow(/parcelas deve ser um número inteiro de 1 a 12/);
    expect(() => instalmentOption(1000, 0, 1)).toThrow(/parcelas/);
    expect(() => instalmentOption(1000, 2, 0)).toThrow(/sem juros/);
    expect(() => instalmentOption(1000, 2, 1, -0.01)).toThrow('Taxa de juros mensal inválida.');
    expect(() => instalmentOption(1, 2, 2)).toThrow('Valor baixo demais para tantas parcelas.');
  });
});

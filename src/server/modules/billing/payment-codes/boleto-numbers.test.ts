import { describe, expect, it } from 'vitest';
import {
  barcodeToLinhaDigitavel,
  buildBoletoBarcode,
  dueDateFactor,
  dueDateFromFactor,
  formatLinhaDigitavel,
  isValidBoletoBarcode,
  isValidLinhaDigitavel,
  linhaDigitavelToBarcode,
  mod10CheckDigit,
  mod11BarcodeCheckDigit,
  parseBoletoBarcode,
} from './boleto-numbers';

// Real boletos published with both representations (e.g. in the test suites of the
// boleto validators that banks' customers use); due 2018-06-11 and 2008-11-01.
const REAL = [
  {
    linha: '23793.38128 60007.827136 95000.063305 9 75520000370000',
    barcode: '23799755200003700003381260007827139500006330',
    amountCents: 370000,
    dueDate: '2018-06-11',
  },
  {
    linha: '23790.44809 56168.623793 36011.058009 7 40430000124020',
    barcode: '23797404300001240200448056168623793601105800',
    amountCents: 124020,
    dueDate: '2008-11-01',
  },
];

describe('due-date factor', () => {
  it('counts days from 1997-10-07 up to the 2025 reset', () => {
    expect(dueDateFactor('2000-07-03')).toBe(1000);
    expect(dueDateFactor('2008-11-01')).toBe(4043);
    expect(dueDateFactor('2018-06-11')).toBe(7552);
    expect(dueDateFactor('2025-02-21')).toBe(9999);
  });

  it('restarts at 1000 on 2025-02-22', () => {
    expect(dueDateFactor('2025-02-22')).toBe(1000);
    expect(dueDateFactor('2025-02-23')).toBe(1001);
    // 639 days after the reset.
    expect(dueDateFactor('2026-11-23')).toBe(1639);
    // The next cycle: 2049-10-13 is 9999 again, 2049-10-14 back to 1000.
    expect(dueDateFactor('2049-10-13')).toBe(9999);
    expect(dueDateFactor('2049-10-14')).toBe(1000);
  });

  it('refuses dates before 2000-07-03 and malformed dates', () => {
    expect(() => dueDateFactor('2000-07-02')).toThrow(/anterior a 2000-07-03/);
    expect(() => dueDateFactor('2026-02-30')).toThrow(/inválida/);
    expect(() => dueDateFactor('23/11/2026')).toThrow(/inválida/);
  });

  it('reads a factor back as the nearest date to a reference', () => {
    expect(dueDateFromFactor(7552, '2018-06-01')).toBe('2018-06-11');
    expect(dueDateFromFactor(1639, '2026-11-20')).toBe('2026-11-23');
    expect(dueDateFromFactor(1000, '2025-03-01')).toBe('2025-02-22');
    expect(dueDateFromFactor(1000, '2001-01-01')).toBe('2000-07-03');
    expect(() => dueDateFromFactor(999, '2026-01-01')).toThrow('Fator de vencimento inválido.');
  });
});

describe('check digits', () => {
  it('mod 10 (by hand): 237933812 → 8, 8600078271 → 3', () => {
    // From the right: 2·2=4 1·1=1 8·2=16→7 3·1=3 3·2=6 9·1=9 7·2=14→5 3·1=3 2·2=4 → 42 → 10 − 2 = 8
    expect(mod10CheckDigit('237933812')).toBe(8);
    expect(mod10CheckDigit('8600078271')).toBe(3);
    expect(mod10CheckDigit('0000000000')).toBe(0);
  });

  it('mod 11 with the 0/10/11 → 1 rule', () => {
    expect(mod11BarcodeCheckDigit('2379755200003700003381260007827139500006330')).toBe(9);
    // "0000…0001": sum = 2 → 11 − 2 = 9
    expect(mod11BarcodeCheckDigit('0'.repeat(42) + '1')).toBe(9);
    // all zeros: sum 0 → 11 → 1
    expect(mod11BarcodeCheckDigit('0'.repeat(43))).toBe(1);
    // "…06": 6·2 = 12, 12 mod 11 = 1 → 10 → 1
    expect(mod11BarcodeCheckDigit('0'.repeat(42) + '6')).toBe(1);
    // "…05": 10 mod 11 = 10 → 1 (no rule needed) ; "…0 1 1": 1·3+1·2 = 5 → 6
    expect(mod11BarcodeCheckDigit('0'.repeat(42) + '5')).toBe(1);
    expect(mod11BarcodeCheckDigit('0'.repeat(41) + '11')).toBe(6);
  });
});

describe('real boletos', () => {
  for (const example of REAL) {
    it(`converts ${example.linha} both ways`, () => {
      expect(linhaDigitavelToBarcode(example.linha)).toBe(example.barcode);
      expect(formatLinhaDigitavel(barcodeToLinhaDigitavel(example.barcode))).toBe(example.linha);
      const fields = parseBoletoBarcode(example.barcode);
      expect(fields.amountCents).toBe(example.amountCents);
      expect(fields.dueDateFactor).toBe(dueDateFactor(example.dueDate));
      expect(isValidBoletoBarcode(example.barcode)).toBe(true);
      expect(isValidLinhaDigitavel(example.linha)).toBe(true);
    });
  }

  it('rebuilds the real barcode from its parts', () => {
    expect(
      buildBoletoBarcode({
        bankCode: '237',
        amountCents: 370000,
        dueDate: '2018-06-11',
        freeField: '3381260007827139500006330',
      }),
    ).toBe(REAL[0]!.barcode);
  });
});

describe('hand-computed boleto after the factor reset', () => {
  // Bank 000 (sandbox), due 2026-11-26 (factor 1642 = 1000 + 642 days after 2025-02-22),
  // R$ 49,90, free field 0000000000000000000000123. Worked on paper:
  // 43 digits without DV: 000 9 1642 0000004990 0000000000000000000000123
  // Σ digit × weight (2..9 from the right) = 286; 286 mod 11 = 0 → 11 − 0 = 11 → DV 1.
  // Field 1 "000900000": 9·1 = 9 → DV 1; field 2 all zeros → 0; field 3 "0000000123": 6+2+2 = 10 → 0.
  const barcode = '0009' + '1' + '1642' + '0000004990' + '0000000000000000000000123';
  it('builds the barcode (general DV through the 11 → 1 rule)', () => {
    expect(
      buildBoletoBarcode({ bankCode: '000', amountCents: 4990, dueDate: '2026-11-26', freeField: '0000000000000000000000123' }),
    ).toBe(barcode);
  });
  it('gives the linha digitável and back', () => {
    const linha = barcodeToLinhaDigitavel(barcode);
    expect(formatLinhaDigitavel(linha)).toBe('00090.00001 00000.000000 00000.001230 1 16420000004990');
    expect(linhaDigitavelToBarcode(linha)).toBe(barcode);
    expect(dueDateFromFactor(parseBoletoBarcode(barcode).dueDateFactor, '2026-11-23')).toBe('2026-11-26');
  });
});

describe('rejections', () => {
  it('refuses a wrong field DV, a wrong general DV and a wrong length', () => {
    const good = '23793381286000782713695000063305975520000370000';
    expect(() => linhaDigitavelToBarcode('2379338138' + good.slice(10))).toThrow(/campo 1/);
    expect(() => linhaDigitavelToBarcode(good.slice(0, 20) + '4' + good.slice(21))).toThrow(/campo 2/);
    expect(() => linhaDigitavelToBarcode(good.slice(0, 31) + '6' + good.slice(32))).toThrow(/campo 3/);
    // Amount changed (fields 1–3 untouched): only the general DV catches it.
    expect(() => linhaDigitavelToBarcode(good.slice(0, 46) + '1')).toThrow(/geral/);
    expect(() => linhaDigitavelToBarcode(good.slice(1))).toThrow(/47 dígitos/);
    expect(isValidLinhaDigitavel(good.slice(0, 46) + '1')).toBe(false);
  });

  it('refuses barcodes with a wrong DV, currency or length', () => {
    expect(() => parseBoletoBarcode('23798755200003700003381260007827139500006330')).toThrow(/geral/);
    expect(() => parseBoletoBarcode('23709755200003700003381260007827139500006330')).toThrow(/Moeda/);
    expect(() => parseBoletoBarcode('2379975520000370000338126000782713950000633')).toThrow(/44 dígitos/);
    expect(isValidBoletoBarcode('23798755200003700003381260007827139500006330')).toBe(false);
  });

  it('refuses bad input when building', () => {
    const base = { bankCode: '000', amountCents: 100, dueDate: '2026-12-01', freeField: '0'.repeat(25) };
    expect(() => buildBoletoBarcode({ ...base, bankCode: '12' })).toThrow(/3 dígitos/);
    expect(() => buildBoletoBarcode({ ...base, freeField: '1'.repeat(24) })).toThrow(/25 dígitos/);
    expect(() => buildBoletoBarcode({ ...base, amountCents: 1.5 })).toThrow(/Valor/);
    expect(() => buildBoletoBarcode({ ...base, amountCents: 10_000_000_000 })).toThrow(/Valor/);
  });
});

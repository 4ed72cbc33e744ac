/**
 * Boleto de cobrança (FEBRABAN): the 44-digit barcode and the 47-digit linha digitável.
 *
 * Barcode: bank (3) · currency 9 (1) · general check digit (1) · due-date factor (4) ·
 * amount in centavos (10) · free field (25, the bank's own layout).
 * Linha digitável: field 1 = bank+currency+free[0..5) + mod-10 DV; field 2 = free[5..15) + DV;
 * field 3 = free[15..25) + DV; field 4 = the general DV; field 5 = factor + amount.
 * Pure code: no I/O, no clock.
 */

const DAY_MS = 86_400_000;
/** Factor 0 is 1997-10-07; factor 9999 was 2025-02-21; from 2025-02-22 the factor restarts at 1000. */
const FACTOR_BASE = Date.UTC(1997, 9, 7);
const FACTOR_MIN_DATE = '2000-07-03';

export interface BoletoFields {
  bankCode: string;
  currency: string;
  checkDigit: number;
  dueDateFactor: number;
  amountCents: number;
  freeField: string;
}

function parseIsoDate(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error('Data de vencimento inválida (use AAAA-MM-DD).');
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(time).toISOString().slice(0, 10) !== date) throw new Error('Data de vencimento inválida (use AAAA-MM-DD).');
  return time;
}

/** Due-date factor of a date "YYYY-MM-DD", with the 2025-02-22 reset (9999 → 1000, then a 9000-day cycle). */
export function dueDateFactor(dueDate: string): number {
  const days = Math.round((parseIsoDate(dueDate) - FACTOR_BASE) / DAY_MS);
  if (days < 1000) throw new Error(`Data de vencimento anterior a ${FACTOR_MIN_DATE}.`);
  return ((days - 1000) % 9000) + 1000;
}

/**
 * The date a factor stands for. A factor repeats every 9000 days, so it is read as the
 * date of that factor nearest to `referenceDate` (e.g. today).
 */
export function dueDateFromFactor(factor: number, referenceDate: string): string {
  if (!Number.isInteger(factor) || factor < 1000 || factor > 9999) throw new Error('Fator de vencimento inválido.');
  const reference = parseIsoDate(referenceDate);
  let best = FACTOR_BASE + factor * DAY_MS;
  for (let cycle = 1; cycle < 20; cycle++) {
    const candidate = FACTOR_BASE + (factor + cycle * 9000) * DAY_MS;
    if (Math.abs(candidate - reference) < Math.abs(best - reference)) best = candidate;
  }
  return new Date(best).toISOString().slice(0, 10);
}

/** Modulo 10 with weights 2,1,2,1… from the right (products' digits summed): the linha digitável field DVs. */
export function mod10CheckDigit(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Modulo 11 with weights 2..9 from the right; results 0, 10 and 11 become 1: the barcode's general DV. */
export function mod11BarcodeCheckDigit(digits43: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits43.length - 1; i >= 0; i--) {
    sum += Number(digits43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

export interface BuildBoletoInput {
  /** 3-digit bank code (COMPE). */
  bankCode: string;
  amountCents: number;
  /** "YYYY-MM-DD" */
  dueDate: string;
  /** 25 digits, the bank's own layout (agency, account, nosso número…). */
  freeField: string;
}

export function buildBoletoBarcode(input: BuildBoletoInput): string {
  if (!/^\d{3}$/.test(input.bankCode)) throw new Error('Código do banco deve ter 3 dígitos.');
  if (!/^\d{25}$/.test(input.freeField)) throw new Error('Campo livre do boleto deve ter 25 dígitos.');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0 || input.amountCents > 99_999_999_99) {
    throw new Error('Valor do boleto inválido.');
  }
  const factor = String(dueDateFactor(input.dueDate));
  const amount = String(input.amountCents).padStart(10, '0');
  const withoutDv = `${input.bankCode}9${factor}${amount}${input.freeField}`;
  const dv = mod11BarcodeCheckDigit(withoutDv);
  return `${withoutDv.slice(0, 4)}${dv}${withoutDv.slice(4)}`;
}

function digitsOnly(text: string): string {
  return text.replace(/[\s.\-]/g, '');
}

/** Reads a barcode and checks its general DV; throws an Error saying what is wrong. */
export function parseBoletoBarcode(barcode: string): BoletoFields {
  const digits = digitsOnly(barcode);
  if (!/^\d{44}$/.test(digits)) throw new Error('O código de barras deve ter 44 dígitos.');
  if (digits[3] !== '9') throw new Error('Moeda do boleto diferente de real (9).');
  const checkDigit = Number(digits[4]);
  if (mod11BarcodeCheckDigit(digits.slice(0, 4) + digits.slice(5)) !== checkDigit) {
    throw new Error('Dígito verificador geral do código de barras não confere.');
  }
  return {
    bankCode: digits.slice(0, 3),
    currency: digits[3]!,
    checkDigit,
    dueDateFactor: Number(digits.slice(5, 9)),
    amountCents: Number(digits.slice(9, 19)),
    freeField: digits.slice(19),
  };
}

export function isValidBoletoBarcode(barcode: string): boolean {
  try {
    parseBoletoBarcode(barcode);
    return true;
  } catch {
    return false;
  }
}

/** 44-digit barcode → 47-digit linha digitável (digits only; see formatLinhaDigitavel). */
export function barcodeToLinhaDigitavel(barcode: string): string {
  const digits = digitsOnly(barcode);
  parseBoletoBarcode(digits);
  const field1 = digits.slice(0, 4) + digits.slice(19, 24);
  const field2 = digits.slice(24, 34);
  const field3 = digits.slice(34, 44);
  return (
    field1 +
    mod10CheckDigit(field1) +
    field2 +
    mod10CheckDigit(field2) +
    field3 +
    mod10CheckDigit(field3) +
    digits[4] +
    digits.slice(5, 19)
  );
}

/** 47-digit linha digitável (dots and spaces allowed) → 44-digit barcode; checks all four DVs. */
export function linhaDigitavelToBarcode(linha: string): string {
  const digits = digitsOnly(linha);
  if (!/^\d{47}$/.test(digits)) throw new Error('A linha digitável deve ter 47 dígitos.');
  const fields: Array<[string, number]> = [
    [digits.slice(0, 9), Number(digits[9])],
    [digits.slice(10, 20), Number(digits[20])],
    [digits.slice(21, 31), Number(digits[31])],
  ];
  fields.forEach(([body, dv], index) => {
    if (mod10CheckDigit(body) !== dv) throw new Error(`Dígito verificador do campo ${index + 1} da linha digitável não confere.`);
  });
  const barcode =
    digits.slice(0, 4) + digits[32] + digits.slice(33, 47) + digits.slice(4, 9) + digits.slice(10, 20) + digits.slice(21, 31);
  parseBoletoBarcode(barcode);
  return barcode;
}

export function isValidLinhaDigitavel(linha: string): boolean {
  try {
    linhaDigitavelToBarcode(linha);
    return true;
  } catch {
    return false;
  }
}

/** "23793381286000782713695000063305975520000370000" → "23793.38128 60007.827136 95000.063305 9 75520000370000". */
export function formatLinhaDigitavel(linha: string): string {
  const d = digitsOnly(linha);
  if (!/^\d{47}$/.test(d)) throw new Error('A linha digitável deve ter 47 dígitos.');
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
}

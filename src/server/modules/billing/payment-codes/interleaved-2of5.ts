/**
 * Interleaved 2 of 5 (ITF), the symbology of the boleto barcode: digits in pairs, the first
 * of each pair drawn by the 5 bars, the second by the 5 spaces between them; 2 of every 5
 * elements are wide. Narrow:wide = 1:3 here. Start = narrow bar, space, bar, space ("0000");
 * stop = wide bar, narrow space, narrow bar ("100").
 */

export const ITF_NARROW = 1;
export const ITF_WIDE = 3;

/** N/W pattern of each digit (1 = wide). */
const DIGIT_PATTERNS = ['00110', '10001', '01001', '11000', '00101', '10100', '01100', '00011', '10010', '01010'] as const;
const START = [ITF_NARROW, ITF_NARROW, ITF_NARROW, ITF_NARROW];
const STOP = [ITF_WIDE, ITF_NARROW, ITF_NARROW];

const width = (flag: string) => (flag === '1' ? ITF_WIDE : ITF_NARROW);

/**
 * Element widths in modules, alternating bar, space, bar… starting and ending with a bar
 * (start pattern, the pairs, stop pattern). The number of digits must be even.
 */
export function encodeInterleaved2of5(digits: string): number[] {
  if (!/^\d*$/.test(digits) || digits.length === 0 || digits.length % 2 !== 0) {
    throw new Error('Intercalado 2 de 5 exige uma quantidade par de dígitos.');
  }
  const elements = [...START];
  for (let i = 0; i < digits.length; i += 2) {
    const bars = DIGIT_PATTERNS[Number(digits[i])]!;
    const spaces = DIGIT_PATTERNS[Number(digits[i + 1])]!;
    for (let k = 0; k < 5; k++) elements.push(width(bars[k]!), width(spaces[k]!));
  }
  elements.push(...STOP);
  return elements;
}

/** Bars as [offset, width] in modules from the left edge (spaces are the gaps). */
export function interleaved2of5Bars(digits: string): Array<[number, number]> {
  const bars: Array<[number, number]> = [];
  let offset = 0;
  encodeInterleaved2of5(digits).forEach((size, index) => {
    if (index % 2 === 0) bars.push([offset, size]);
    offset += size;
  });
  return bars;
}

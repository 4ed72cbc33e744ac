import { describe, expect, it } from 'vitest';
import { encodeInterleaved2of5, interleaved2of5Bars } from './interleaved-2of5';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('encodeInterleaved2of5', () => {
  it('encodes the pair "12": bars of 1 (WNNNW) interleaved with spaces of 2 (NWNNW)', () => {
    const elements = encodeInterleaved2of5('12');
    expect(elements.slice(4, 14)).toEqual([3, 1, 1, 3, 1, 1, 1, 1, 3, 3]);
  });

  it('encodes the pair "90": bars NWNWN, spaces NNWWN', () => {
    expect(encodeInterleaved2of5('90').slice(4, 14)).toEqual([1, 1, 3, 1, 1, 3, 3, 3, 1, 1]);
  });

  it('starts with narrow bar/space/bar/space and stops with wide bar, narrow space, narrow bar', () => {
    const elements = encodeInterleaved2of5('00');
    expect(elements.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(elements.slice(-3)).toEqual([3, 1, 1]);
  });

  it('has 2 wide elements per digit: a 44-digit boleto barcode is 405 modules, 227 elements', () => {
    const elements = encodeInterleaved2of5('23799755200003700003381260007827139500006330');
    // start 4 + 44 digits × (2×3 + 3×1) + stop 5
    expect(sum(elements)).toBe(4 + 44 * 9 + 5);
    expect(elements).toHaveLength(4 + 44 * 5 + 3);
    expect(interleaved2of5Bars('23799755200003700003381260007827139500006330')).toHaveLength(2 + 22 * 5 + 2);
  });

  it('every digit pair has exactly 4 wide elements of 10', () => {
    for (let d = 0; d < 10; d++) {
      const pair = encodeInterleaved2of5(`${d}${9 - d}`).slice(4, 14);
      expect(pair.filter((w) => w === 3)).toHaveLength(4);
    }
  });

  it('refuses an odd count or non-digits', () => {
    expect(() => encodeInterleaved2of5('123')).toThrow(/par de dígitos/);
    expect(() => encodeInterleaved2of5('1a')).toThrow(/par de dígitos/);
    expect(() => encodeInterleaved2of5('')).toThrow(/par de dígitos/);
  });
});

describe('interleaved2of5Bars', () => {
  it('places bars at the running offset, skipping the spaces', () => {
    // start: bar 0..1, space, bar 2..3, space; then "12" bars W N N N W with spaces N W N N W
    expect(interleaved2of5Bars('12')).toEqual([
      [0, 1],
      [2, 1],
      [4, 3],
      [8, 1],
      [12, 1],
      [14, 1],
      [16, 3],
      [22, 3],
      [26, 1],
    ]);
  });
});

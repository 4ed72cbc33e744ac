import { describe, expect, it } from 'vitest';
import { monotonePath, niceTicks } from './chart-scale.ts';

describe('niceTicks', () => {
  it('covers the maximum with round steps from zero', () => {
    expect(niceTicks(30.1)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(87)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(10)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(1234)).toEqual([0, 250, 500, 750, 1000, 1250]);
  });

  it('ends at or above the maximum', () => {
    for (const max of [0.3, 1, 7, 13, 42.5, 99.9, 101, 250, 999, 12_345]) {
      const ticks = niceTicks(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      expect(ticks.length).toBeLessThanOrEqual(7);
    }
  });

  it('keeps steps equal and free of floating-point noise', () => {
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(0.7)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    const ticks = niceTicks(13.7);
    const steps = ticks.slice(1).map((t, i) => t - ticks[i]);
    expect(new Set(steps).size).toBe(1);
  });

  it('uses whole steps for integer data', () => {
    expect(niceTicks(3, { integer: true })).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1, { integer: true })).toEqual([0, 1]);
    expect(niceTicks(10, { integer: true })).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(47, { integer: true })).toEqual([0, 10, 20, 30, 40, 50]);
    for (const max of [1, 2, 3, 5, 9, 11, 26, 333]) {
      expect(niceTicks(max, { integer: true }).every(Number.isInteger)).toBe(true);
    }
  });

  it('follows the requested count', () => {
    expect(niceTicks(100, { count: 3 })).toEqual([0, 50, 100]);
    expect(niceTicks(100, { count: 11 })).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('gives an empty chart a 0–1 axis', () => {
    expect(niceTicks(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(0, { integer: true })).toEqual([0, 1]);
    expect(niceTicks(-5, { integer: true })).toEqual([0, 1]);
    expect(niceTicks(Number.NaN, { integer: true })).toEqual([0, 1]);
  });
});

describe('monotonePath', () => {
  it('draws nothing, a point or a straight segment for short series', () => {
    expect(monotonePath([])).toBe('');
    expect(monotonePath([{ x: 1, y: 2 }])).toBe('M1,2');
    expect(monotonePath([{ x: 0, y: 10 }, { x: 5, y: 0 }])).toBe('M0,10L5,0');
  });

  it('passes through every point with one curve per segment', () => {
    const points = [{ x: 0, y: 100 }, { x: 10, y: 50 }, { x: 20, y: 80 }, { x: 30, y: 80 }];
    const d = monotonePath(points);
    expect(d.startsWith('M0,100')).toBe(true);
    expect(d.match(/C/g)).toHaveLength(3);
    const ends = [...d.matchAll(/C[^C]*?,([\d.-]+),([\d.-]+)(?=C|$)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(ends).toEqual([[10, 50], [20, 80], [30, 80]]);
  });

  it('does not overshoot: control points stay within each segment', () => {
    // A peak then a flat run: a plain cubic spline would dip past the flat values.
    const points = [{ x: 0, y: 200 }, { x: 10, y: 0 }, { x: 20, y: 200 }, { x: 30, y: 200 }, { x: 40, y: 200 }];
    const controls = [...monotonePath(points).matchAll(/C([\d.-]+),([\d.-]+),([\d.-]+),([\d.-]+)/g)];
    controls.forEach((m, i) => {
      const low = Math.min(points[i].y, points[i + 1].y);
      const high = Math.max(points[i].y, points[i + 1].y);
      for (const y of [Number(m[2]), Number(m[4])]) {
        expect(y).toBeGreaterThanOrEqual(low);
        expect(y).toBeLessThanOrEqual(high);
      }
    });
  });
});

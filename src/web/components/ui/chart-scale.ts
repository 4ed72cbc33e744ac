// Pure geometry for the SVG charts in chart.tsx: axis ticks and line paths.
// Kept free of React and the DOM so it is unit-tested on its own.

export interface NiceTicksOptions {
  /** About how many ticks to show, zero included (default 5). */
  count?: number;
  /** Whole-number data (counts): never a fractional tick. */
  integer?: boolean;
}

const STEP_MANTISSAS = [1, 2, 2.5, 5];

/** Rounds away binary noise (0.1 * 3 → 0.3) so labels and comparisons stay exact. */
const clean = (value: number) => Number(value.toPrecision(12));

/**
 * Ticks of a value axis starting at zero and covering `max` with "nice" steps
 * (1, 2, 2.5 or 5 × 10ⁿ), choosing the step whose tick count is closest to `count`.
 * The last tick is the top of the axis. Non-positive or non-finite `max` gives the
 * axis of an empty chart, 0 to 1.
 *
 *   niceTicks(30.1) → [0, 10, 20, 30, 40]
 *   niceTicks(3, { integer: true }) → [0, 1, 2, 3]
 */
export function niceTicks(max: number, { count = 5, integer = false }: NiceTicksOptions = {}): number[] {
  const intervals = Math.max(1, Math.round(count) - 1);
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  const exponent = Math.floor(Math.log10(top / intervals));

  let best = { step: 0, score: Number.POSITIVE_INFINITY, end: Number.POSITIVE_INFINITY };
  for (let e = exponent - 1; e <= exponent + 1; e++) {
    for (const mantissa of STEP_MANTISSAS) {
      const step = clean(mantissa * 10 ** e);
      if (integer && (step < 1 || !Number.isInteger(step))) continue;
      const n = Math.max(1, Math.ceil(clean(top / step)));
      const score = Math.abs(n - intervals);
      const end = clean(n * step);
      // Ties go to the tighter axis (less empty space above the data), then the larger step.
      if (score < best.score || (score === best.score && (end < best.end || (end === best.end && step > best.step)))) best = { step, score, end };
    }
  }
  // Integer data below the smallest candidate (e.g. max 1 with many ticks) still steps by 1.
  const step = best.step || 1;
  const n = Math.max(1, Math.ceil(clean(top / step)));
  return Array.from({ length: n + 1 }, (_, i) => clean(i * step));
}

export interface Point {
  x: number;
  y: number;
}

const format = (n: number) => String(Math.round(n * 100) / 100);

/**
 * SVG path through the points with a monotone cubic curve (Fritsch–Carlson, as d3's
 * curveMonotoneX): smooth, but never overshooting between two points, so a line of
 * non-negative values never dips below the baseline. Points must be sorted by x.
 */
export function monotonePath(points: Point[]): string {
  if (points.length === 0) return '';
  const [first] = points;
  if (points.length < 3) return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${format(p.x)},${format(p.y)}`).join('');

  const n = points.length;
  const secants = Array.from({ length: n - 1 }, (_, i) => {
    const dx = points[i + 1].x - points[i].x;
    return dx === 0 ? 0 : (points[i + 1].y - points[i].y) / dx;
  });
  const tangents = new Array<number>(n);
  for (let i = 1; i < n - 1; i++) {
    const s0 = secants[i - 1];
    const s1 = secants[i];
    const h0 = points[i].x - points[i - 1].x;
    const h1 = points[i + 1].x - points[i].x;
    const p = (s0 * h1 + s1 * h0) / (h0 + h1 || 1);
    tangents[i] = s0 * s1 <= 0 ? 0 : Math.sign(s0) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) * 2;
  }
  // End tangents: one-sided, from the secant and the neighbouring tangent.
  tangents[0] = (3 * secants[0] - tangents[1]) / 2;
  tangents[n - 1] = (3 * secants[n - 2] - tangents[n - 2]) / 2;

  let d = `M${format(first.x)},${format(first.y)}`;
  for (let i = 0; i < n - 1; i++) {
    const a = points[i];
    const b = points[i + 1];
    const third = (b.x - a.x) / 3;
    d += `C${format(a.x + third)},${format(a.y + third * tangents[i])},${format(b.x - third)},${format(b.y - third * tangents[i + 1])},${format(b.x)},${format(b.y)}`;
  }
  return d;
}

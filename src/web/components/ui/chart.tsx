import * as React from 'react';
import { cn } from '#web/lib/utils.ts';
import { monotonePath, niceTicks } from './chart-scale.ts';
import { formatDecimal } from '#web/lib/format.ts';

// Small SVG charts (a few KB instead of a charting library, see docs/decisions/own-svg-charts.md).
// The SVG is drawn at the measured pixel size of its box, so text is never stretched.
// Access: one tab stop per chart, arrow keys move a readout (tooltip + polite live region),
// every bar and point names its value, and an sr-only table carries all the data.

export interface ChartSeries {
  /** Shown in the legend, the readout and the data table. */
  name: string;
  /** One value per category, in order. */
  values: number[];
  /** Any CSS color; theme variables follow light and dark, e.g. 'var(--primary)'. */
  color: string;
}

interface ChartBaseProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'children' | 'title'> {
  /** Accessible name of the chart and of its data table. */
  label: string;
  /** One label per x position (e.g. months). */
  categories: string[];
  /** Header of the category column in the data table (e.g. 'Mês'). */
  categoryName: string;
  /** Total height in px, legend included; the width follows the container. */
  height: number;
  /** Values in the readout, titles and table (default: pt-BR number). */
  formatValue?: (value: number) => string;
  /** Y-axis labels (default: pt-BR number). */
  formatTick?: (value: number) => string;
  /** Whole-number data (counts): no fractional y ticks. */
  integer?: boolean;
}

export interface BarChartProps extends ChartBaseProps {
  series: ChartSeries;
  /** A legend is rarely useful for one series; off by default. */
  showLegend?: boolean;
}

export interface LineChartProps extends ChartBaseProps {
  series: ChartSeries[];
  /** On by default when there is more than one series. */
  showLegend?: boolean;
}

export function BarChart({ series, showLegend = false, ...props }: BarChartProps) {
  return <CartesianChart kind="bar" series={[series]} showLegend={showLegend} {...props} />;
}

export function LineChart({ series, showLegend = series.length > 1, ...props }: LineChartProps) {
  return <CartesianChart kind="line" series={series} showLegend={showLegend} {...props} />;
}

const defaultFormat = (value: number) => formatDecimal(value, 2);

const FONT_SIZE = 12;
/** Rough width of one character at FONT_SIZE, enough to size the y axis and thin x labels. */
const CHAR_WIDTH = 7;
const MARGIN = { top: 10, right: 12, bottom: 26 };
const BAR_BAND_RATIO = 0.6;
const BAR_MAX_WIDTH = 48;
const BAR_RADIUS = 4;

/** Half-pixel offset so 1 px lines fall on whole device pixels. */
const crisp = (n: number) => Math.round(n) + 0.5;
const safe = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n > 0 ? n : 0);

function useElementSize<T extends HTMLElement>() {
  const ref = React.useRef<T>(null);
  const [size, setSize] = React.useState({ width: 0, height: 0 });
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const rect = element.getBoundingClientRect();
      const next = { width: Math.floor(rect.width), height: Math.floor(rect.height) };
      // In a transition: the chart is drawn in slices between the browser's tasks, not in the
      // commit that hydrates the page (one blocking task for every chart of the page).
      React.startTransition(() => setSize((prev) => (prev.width === next.width && prev.height === next.height ? prev : next)));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

/** Bar with rounded top corners only (the baseline stays square). */
function barPath(x: number, y: number, width: number, height: number) {
  const r = Math.min(BAR_RADIUS, width / 2, height);
  const bottom = y + height;
  return `M${x},${bottom}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${bottom}Z`;
}

interface CartesianChartProps extends ChartBaseProps {
  kind: 'bar' | 'line';
  series: ChartSeries[];
  showLegend: boolean;
}

function CartesianChart({
  kind,
  series,
  showLegend,
  label,
  categories,
  categoryName,
  height,
  formatValue = defaultFormat,
  formatTick = defaultFormat,
  integer = false,
  className,
  style,
  ...rest
}: CartesianChartProps) {
  const [plotRef, size] = useElementSize<HTMLDivElement>();
  const [active, setActive] = React.useState<number | null>(null);
  const [announcement, setAnnouncement] = React.useState('');
  const hintId = React.useId();

  const count = categories.length;
  const maxValue = Math.max(0, ...series.flatMap((s) => s.values.map(safe)));
  const ticks = niceTicks(maxValue, { integer });
  const top = ticks[ticks.length - 1];

  const left = Math.max(24, Math.max(...ticks.map((t) => formatTick(t).length)) * CHAR_WIDTH + 10);
  const x0 = left;
  const x1 = Math.max(x0 + 1, size.width - MARGIN.right);
  const y0 = MARGIN.top;
  const y1 = Math.max(y0 + 1, size.height - MARGIN.bottom);
  const band = count > 0 ? (x1 - x0) / count : 0;
  const centerOf = (i: number) => x0 + band * (i + 0.5);
  const yOf = (value: number) => y1 - (safe(value) / top) * (y1 - y0);
  const barWidth = Math.max(2, Math.min(band * BAR_BAND_RATIO, BAR_MAX_WIDTH));

  // Thin the x labels when they would collide (e.g. 12 months on a phone).
  const labelWidth = Math.max(0, ...categories.map((c) => c.length)) * CHAR_WIDTH + 8;
  const labelEvery = band > 0 ? Math.max(1, Math.ceil(labelWidth / band)) : 1;

  const readout = (i: number) => `${categories[i]}: ${series.map((s) => `${s.name} ${formatValue(s.values[i] ?? 0)}`).join(', ')}`;
  const markName = (s: ChartSeries, i: number) =>
    series.length > 1 ? `${categories[i]}, ${s.name}: ${formatValue(s.values[i] ?? 0)}` : `${categories[i]}: ${formatValue(s.values[i] ?? 0)}`;

  const select = (i: number | null, announce: boolean) => {
    setActive(i);
    if (announce && i !== null) setAnnouncement(readout(i));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (count === 0) return;
    const last = count - 1;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = active === null ? 0 : Math.min(last, active + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = active === null ? last : Math.max(0, active - 1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      case 'Escape':
        setActive(null);
        return;
      default:
        return;
    }
    event.preventDefault();
    select(next, true);
  };

  const onPointerMove = (event: React.PointerEvent<SVGRectElement>) => {
    if (band <= 0) return;
    const x = event.clientX - event.currentTarget.ownerSVGElement!.getBoundingClientRect().left;
    select(Math.min(count - 1, Math.max(0, Math.floor((x - x0) / band))), false);
  };

  // The readout sits beside the active category, on the side with more room.
  const tooltipStyle = (i: number): React.CSSProperties => {
    const cx = centerOf(i);
    const gap = (kind === 'bar' ? barWidth / 2 : 0) + 10;
    return cx > size.width / 2 ? { right: size.width - cx + gap, top: y0 } : { left: cx + gap, top: y0 };
  };

  const ready = size.width > 0 && size.height > 0 && count > 0;

  return (
    <div {...rest} className={cn('relative flex flex-col', className)} style={{ height, ...style }}>
      <div
        ref={plotRef}
        role="group"
        aria-roledescription="gráfico"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (active === null && count > 0) select(0, true);
        }}
        onBlur={() => setActive(null)}
        className="relative min-h-0 flex-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card"
      >
        {ready ? (
          <svg width={size.width} height={size.height} className="absolute inset-0 block select-none" fontSize={FONT_SIZE}>
            <g aria-hidden="true">
              {ticks.map((tick) => (
                <g key={tick}>
                  <line x1={x0} x2={x1} y1={crisp(yOf(tick))} y2={crisp(yOf(tick))} className="stroke-border" strokeDasharray={tick === 0 ? undefined : '3 3'} />
                  <text x={x0 - 8} y={yOf(tick)} dy="0.32em" textAnchor="end" className="fill-muted-foreground tabular-nums">
                    {formatTick(tick)}
                  </text>
                </g>
              ))}
            </g>
            <g aria-hidden="true" data-chart-axis="x">
              {categories.map((category, i) =>
                i % labelEvery === 0 ? (
                  <text key={i} x={centerOf(i)} y={y1 + 18} textAnchor="middle" className="fill-muted-foreground">
                    {category}
                  </text>
                ) : null,
              )}
            </g>

            {active !== null ? (
              kind === 'bar' ? (
                <rect aria-hidden="true" x={x0 + band * active} y={y0} width={band} height={y1 - y0} rx={4} className="fill-muted-foreground" fillOpacity={0.12} />
              ) : (
                <line aria-hidden="true" x1={crisp(centerOf(active))} x2={crisp(centerOf(active))} y1={y0} y2={y1} className="stroke-muted-foreground" strokeOpacity={0.5} />
              )
            ) : null}

            {kind === 'bar'
              ? series.map((s) => (
                  <g key={s.name} style={{ fill: s.color }}>
                    {categories.map((_, i) => {
                      const y = yOf(s.values[i] ?? 0);
                      const name = markName(s, i);
                      return (
                        <path key={i} role="img" aria-label={name} d={barPath(centerOf(i) - barWidth / 2, y, barWidth, y1 - y)}>
                          <title>{name}</title>
                        </path>
                      );
                    })}
                  </g>
                ))
              : series.map((s) => (
                  <g key={s.name}>
                    <path
                      aria-hidden="true"
                      d={monotonePath(categories.map((_, i) => ({ x: centerOf(i), y: yOf(s.values[i] ?? 0) })))}
                      fill="none"
                      style={{ stroke: s.color }}
                      strokeWidth={2}
                      strokeLinejoin="round"
                      strokeLinecap="round"
                    />
                    {categories.map((_, i) => {
                      const name = markName(s, i);
                      return (
                        <circle
                          key={i}
                          role="img"
                          aria-label={name}
                          cx={centerOf(i)}
                          cy={yOf(s.values[i] ?? 0)}
                          r={active === i ? 5.5 : 3.5}
                          style={{ fill: s.color }}
                          className="stroke-card"
                          strokeWidth={2}
                        >
                          <title>{name}</title>
                        </circle>
                      );
                    })}
                  </g>
                ))}

            {/* On top of the marks: follows the pointer (and keeps native titles from doubling the readout). */}
            <rect
              aria-hidden="true"
              x={x0}
              y={0}
              width={x1 - x0}
              height={y1}
              fill="transparent"
              onPointerMove={onPointerMove}
              onPointerDown={onPointerMove}
              onPointerLeave={(event) => {
                if (event.pointerType === 'mouse') setActive(null);
              }}
            />
          </svg>
        ) : null}

        {ready && active !== null ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute z-10 min-w-32 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md"
            style={tooltipStyle(active)}
          >
            <p className="mb-1 font-semibold">{categories[active]}</p>
            <ul className="space-y-1">
              {series.map((s) => (
                <li key={s.name} className="flex items-center gap-2">
                  <span className="size-2.5 shrink-0 rounded-sm" style={{ background: s.color }} />
                  <span className="text-muted-foreground">{s.name}</span>
                  <span className="ml-auto pl-3 font-medium tabular-nums">{formatValue(s.values[active] ?? 0)}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      {showLegend ? (
        <ul aria-label="Legenda" className="flex shrink-0 flex-wrap items-center justify-center gap-x-4 gap-y-1 pt-2 text-xs text-muted-foreground">
          {series.map((s) => (
            <li key={s.name} className="flex items-center gap-1.5">
              {kind === 'line' ? (
                <svg width="16" height="8" aria-hidden="true" className="shrink-0">
                  <line x1="1" x2="15" y1="4" y2="4" style={{ stroke: s.color }} strokeWidth={2} strokeLinecap="round" />
                  <circle cx="8" cy="4" r="3" style={{ fill: s.color }} />
                </svg>
              ) : (
                <span aria-hidden="true" className="size-2.5 shrink-0 rounded-sm" style={{ background: s.color }} />
              )}
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}

      <p id={hintId} className="sr-only">
        Use as setas do teclado para percorrer os valores.
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {/* Named by aria-label, not <caption>: no second text node repeating the card's visible title. */}
      <table className="sr-only" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{categoryName}</th>
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, i) => (
            <tr key={i}>
              <th scope="row">{category}</th>
              {series.map((s) => (
                <td key={s.name}>{formatValue(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { SAO_PAULO_FIXED_OFFSET_SINCE, SAO_PAULO_OFFSET_MS } from '#contracts/sao-paulo-time';

const TIME_ZONE = 'America/Sao_Paulo';

/**
 * An Intl formatter made on first use, not when its module loads: the first one a page makes
 * loads the locale data (≈ 30 ms on a phone), which a page that shows no date or money never needs.
 */
export function intlOnce<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}

/*
 * Money, numbers, dates and relative times in pt-BR without Intl wherever the answer is fixed
 * (issue 15): a page's first Intl formatter loads the browser's ICU data, 20–40 ms here and
 * four times that on a phone, inside the task that hydrates the page. The texts are Intl's own
 * (format.test.ts compares both over years of timestamps and many amounts); Intl still answers
 * what arithmetic cannot (dates before 2019, fractions of a centavo).
 */

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "1234567" → "1.234.567": pt-BR digit grouping of a whole part's digits. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
/** The text of |n| with n's sign (−0 included, as Intl writes it). */
const signed = (n: number, text: string) => (n < 0 || Object.is(n, -0) ? `-${text}` : text);

/** "1.234.567": an integer with pt-BR digit grouping. */
export function formatInteger(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('pt-BR');
  return signed(n, grouped(String(Math.abs(n))));
}

/**
 * |n| written in decimal (its shortest text, as Intl reads a number), divided by 10^shift and
 * rounded half away from zero to `fractionDigits`: the whole part's digits and the fraction's.
 * Null where that text is in exponent form (below 1e-6, from 1e21), which is left to Intl.
 */
function roundedDigits(n: number, shift: number, fractionDigits: number): { whole: string; fraction: string } | null {
  const shortest = String(Math.abs(n));
  if (!Number.isFinite(n) || shortest.includes('e')) return null;
  const [integerPart, fractionPart = ''] = shortest.split('.');
  const all = (integerPart + fractionPart).padStart(shift + 1, '0');
  const point = all.length - fractionPart.length - shift;
  const kept = all.slice(0, point + fractionDigits).padEnd(point + fractionDigits, '0');
  let digits = kept;
  if ((all[point + fractionDigits] ?? '0') >= '5') {
    const up = [...kept].map(Number);
    let i = up.length - 1;
    for (; i >= 0 && up[i] === 9; i--) up[i] = 0;
    if (i >= 0) up[i]++;
    else up.unshift(1);
    digits = up.join('');
  }
  const whole = digits.slice(0, digits.length - fractionDigits).replace(/^0+(?=\d)/, '') || '0';
  return { whole, fraction: digits.slice(digits.length - fractionDigits) };
}

/** "1.234,5": a number with at most `maxFractionDigits` decimals (no trailing zeros), as Intl writes it in pt-BR. */
export function formatDecimal(n: number, maxFractionDigits: number): string {
  const rounded = roundedDigits(n, 0, maxFractionDigits);
  if (!rounded) return n.toLocaleString('pt-BR', { maximumFractionDigits: maxFractionDigits });
  const decimals = rounded.fraction.replace(/0+$/, '');
  return signed(n, `${grouped(rounded.whole)}${decimals ? `,${decimals}` : ''}`);
}

const COMPACT_UNITS = ['', 'mil', 'mi', 'bi', 'tri'];
const compactBRLIntl = intlOnce(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 }));
/**
 * "R$ 1,2 mil", "R$ 950,0", "-R$ 3,4 mi": reais in Intl's short compact form (a chart's axis).
 * The unit follows the number's size, and the next one when rounding reaches it (999 950 → "1,0 mi").
 */
export function formatCompactBRL(reais: number): string {
  const abs = Math.abs(reais);
  let unit = abs >= 1 ? Math.min(COMPACT_UNITS.length - 1, Math.floor(Math.floor(Math.log10(abs)) / 3)) : 0;
  let rounded = roundedDigits(reais, unit * 3, 1);
  if (rounded && rounded.whole.length > 3 && unit < COMPACT_UNITS.length - 1) rounded = roundedDigits(reais, ++unit * 3, 1);
  if (!rounded) return compactBRLIntl().format(reais).replace(/\u00a0/g, ' ');
  const name = COMPACT_UNITS[unit];
  // The compact form groups digits from five on ("3000,0 tri", "30.000,0 tri").
  const whole = rounded.whole.length > 4 ? grouped(rounded.whole) : rounded.whole;
  return signed(reais, `R$ ${whole},${rounded.fraction}${name ? ` ${name}` : ''}`);
}

const brl = intlOnce(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
/** Money is kept in integer centavos; shown as "R$ 49,90". */
export function formatBRL(cents: number): string {
  if (!Number.isSafeInteger(cents)) return brl().format(cents / 100).replace(/\u00a0/g, ' ');
  const abs = Math.abs(cents);
  return signed(cents, `R$ ${grouped(String(Math.floor(abs / 100)))},${pad2(abs % 100)}`);
}

const saoPauloClock = intlOnce(() => new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }));

interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function saoPauloWallClock(when: string | Date): WallClock {
  const time = (typeof when === 'string' ? new Date(when) : when).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value'); // as Intl.DateTimeFormat#format
  if (time >= SAO_PAULO_FIXED_OFFSET_SINCE) {
    const local = new Date(time + SAO_PAULO_OFFSET_MS);
    return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), hour: local.getUTCHours(), minute: local.getUTCMinutes() };
  }
  const part = Object.fromEntries(saoPauloClock().formatToParts(time).map((p) => [p.type, Number(p.value)]));
  return { year: part.year, month: part.month, day: part.day, hour: part.hour, minute: part.minute };
}

const dayText = (c: WallClock) => `${pad2(c.day)}/${pad2(c.month)}/${c.year}`;
const clockText = (c: WallClock) => `${pad2(c.hour)}:${pad2(c.minute)}`;

/** dd/mm/aaaa in São Paulo time. */
export const formatDate = (when: string | Date): string => dayText(saoPauloWallClock(when));

/** hh:mm in São Paulo time. */
export const formatTime = (when: string | Date): string => clockText(saoPauloWallClock(when));

/** dd/mm/aaaa hh:mm in São Paulo time. */
export function formatDateTime(when: string | Date): string {
  const c = saoPauloWallClock(when);
  return `${dayText(c)} ${clockText(c)}`;
}

/** aaaa-mm-dd in São Paulo time (the value of an `<input type="date">`). */
export function saoPauloDay(when: string | Date): string {
  const c = saoPauloWallClock(when);
  return `${c.year}-${pad2(c.month)}-${pad2(c.day)}`;
}

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
/** "Janeiro 2024" */
export function formatMonthYear(iso: string): string {
  const c = saoPauloWallClock(iso);
  const text = `${MONTHS[c.month - 1]} ${c.year}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type RelativeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';
const UNIT_NAMES: Record<RelativeUnit, [string, string]> = { minute: ['minuto', 'minutos'], hour: ['hora', 'horas'], day: ['dia', 'dias'], month: ['mês', 'meses'], year: ['ano', 'anos'] };
// Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' })'s words for the nearest values.
const NAMED_OFFSETS: Record<RelativeUnit, Record<string, string>> = {
  minute: { 0: 'este minuto' },
  hour: { 0: 'esta hora' },
  day: { '-2': 'anteontem', '-1': 'ontem', 0: 'hoje', 1: 'amanhã', 2: 'depois de amanhã' },
  month: { '-1': 'mês passado', 0: 'este mês', 1: 'próximo mês' },
  year: { '-1': 'ano passado', 0: 'este ano', 1: 'próximo ano' },
};
/** "há 2 horas", "ontem", "em 3 dias": as Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' }). */
export function formatRelativeOffset(value: number, unit: RelativeUnit): string {
  const named = NAMED_OFFSETS[unit][String(value === 0 ? 0 : value)];
  if (named) return named;
  const abs = Math.abs(value);
  const words = `${formatInteger(abs)} ${UNIT_NAMES[unit][abs === 1 ? 0 : 1]}`;
  return value < 0 || Object.is(value, -0) ? `há ${words}` : `em ${words}`;
}

/**
 * "há 2 horas", "ontem". Relative to the moment it is drawn: a page rendered on the server may
 * say "agora mesmo" where the browser, hydrating a second later, says "há 1 minuto". Every
 * element showing it carries `suppressHydrationWarning` (the server's text stays until the next render).
 */
export function formatRelative(iso: string, now = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'agora mesmo';
  if (abs < 3600) return formatRelativeOffset(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return formatRelativeOffset(Math.round(seconds / 3600), 'hour');
  if (abs < 30 * 86_400) return formatRelativeOffset(Math.round(seconds / 86_400), 'day');
  if (abs < 365 * 86_400) return formatRelativeOffset(Math.round(seconds / (30 * 86_400)), 'month');
  return formatRelativeOffset(Math.round(seconds / (365 * 86_400)), 'year');
}

/** Minutes as "25h30min", "40min" or "3h". */
export function formatHours(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m}min`;
  return m === 0 ? `${h}h` : `${h}h${String(m).padStart(2, '0')}min`;
}

/**
 * A course's average rating for its card: "4,8", or "Novo" while it has none (ratings go from
 * 1 to 5, so 0 is "no rating yet": shown as "0,0" it read as a badly rated course).
 */
export function formatRating(rating: number): string {
  return rating > 0 ? rating.toFixed(1).replace('.', ',') : 'Novo';
}

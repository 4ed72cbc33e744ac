const TIME_ZONE = 'America/Sao_Paulo';

/**
 * An Intl formatter made on first use, not when its module loads: the first one a page makes
 * loads the locale data (≈ 30 ms on a phone), which a page that shows no date or money never needs.
 */
export function intlOnce<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}

const brl = intlOnce(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
/** Money is kept in integer centavos; shown as "R$ 49,90". */
export const formatBRL = (cents: number): string => brl().format(cents / 100).replace(/\u00a0/g, ' ');

const dateFormat = intlOnce(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }));
/** dd/mm/aaaa in São Paulo time. */
export const formatDate = (iso: string | Date): string => dateFormat().format(typeof iso === 'string' ? new Date(iso) : iso);

const dateTimeFormat = intlOnce(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }));
/** dd/mm/aaaa hh:mm in São Paulo time. */
export const formatDateTime = (iso: string | Date): string => dateTimeFormat().format(typeof iso === 'string' ? new Date(iso) : iso).replace(',', '');

const monthYear = intlOnce(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, month: 'long', year: 'numeric' }));
/** "Janeiro 2024" */
export function formatMonthYear(iso: string): string {
  const text = monthYear().format(new Date(iso)).replace(' de ', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const relative = intlOnce(() => new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' }));
/**
 * "há 2 horas", "ontem". Relative to the moment it is drawn: a page rendered on the server may
 * say "agora mesmo" where the browser, hydrating a second later, says "há 1 minuto". Every
 * element showing it carries `suppressHydrationWarning` (the server's text stays until the next render).
 */
export function formatRelative(iso: string, now = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'agora mesmo';
  if (abs < 3600) return relative().format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative().format(Math.round(seconds / 3600), 'hour');
  if (abs < 30 * 86_400) return relative().format(Math.round(seconds / 86_400), 'day');
  if (abs < 365 * 86_400) return relative().format(Math.round(seconds / (30 * 86_400)), 'month');
  return relative().format(Math.round(seconds / (365 * 86_400)), 'year');
}

/** Minutes as "25h30min", "40min" or "3h". */
export function formatHours(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m}min`;
  return m === 0 ? `${h}h` : `${h}h${String(m).padStart(2, '0')}min`;
}

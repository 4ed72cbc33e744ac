// Calendar helpers for billing periods (UTC months, clamped to the month's last day).

/** `date` plus `months` calendar months; 31 Jan + 1 month = 28/29 Feb. */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const target = new Date(Date.UTC(year, month, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** Whole calendar months from `from` to `to` (0 when `to` is earlier). */
export function wholeMonthsBetween(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (months > 0 && addMonths(from, months) > to) months -= 1;
  return Math.max(0, months);
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });
/** dd/mm/aaaa in São Paulo time, for messages, e-mails and receipts. */
export const formatDatePtBR = (iso: string | Date): string => dateFormat.format(typeof iso === 'string' ? new Date(iso) : iso);

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** "R$ 49,90" (regular spaces, so it also fits PDF fonts). */
export const formatCentsBRL = (cents: number): string => brl.format(cents / 100).replace(/\u00a0/g, ' ');

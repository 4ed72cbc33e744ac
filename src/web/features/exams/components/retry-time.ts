import { intlOnce } from '#web/lib/format.ts';
/** Brasília time, as the rest of the product shows times ("14:35", or "24/11/2026 às 14:35" on another day). */
const clockTime = intlOnce(() => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }));
const calendarDay = intlOnce(() => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }));
export function formatRetryTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return calendarDay().format(at) === calendarDay().format(now) ? `às ${clockTime().format(at)}` : `em ${calendarDay().format(at)} às ${clockTime().format(at)}`;
}

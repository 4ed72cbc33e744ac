import { formatDate, formatTime } from '#web/lib/format.ts';
/** Brasília time, as the rest of the product shows times ("14:35", or "24/11/2026 às 14:35" on another day). */
export function formatRetryTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const day = formatDate(at);
  return day === formatDate(now) ? `às ${formatTime(at)}` : `em ${day} às ${formatTime(at)}`;
}

import type { StudentRow } from '#contracts/teaching';
import { saoPauloDayOf } from './periods.ts';

// CSV as Excel in pt-BR opens it (issue 12 item 6): UTF-8 with a BOM (so accents survive),
// ';' between fields (',' is the decimal separator), CRLF line ends, every field quoted.

const HEADER = ['Nome', 'E-mail', 'Curso', 'Progresso (%)', 'Último acesso', 'Status', 'Nota'];

/**
 * One field, quoted. A text starting with = + - @ (or a tab / carriage return) would be
 * run as a formula by a spreadsheet (CSV injection, OWASP): it gets a leading apostrophe.
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** dd/mm/aaaa in São Paulo (thousands of rows: no Intl formatter per cell). */
function datePtBR(iso: string): string {
  const [year, month, day] = saoPauloDayOf(iso).split('-');
  return `${day}/${month}/${year}`;
}

export function rosterCsv(rows: StudentRow[]): string {
  const lines = [HEADER, ...rows.map((r) => [r.name, r.email, r.course, r.progress, datePtBR(r.lastAccess), r.status, r.grade])];
  return `\uFEFF${lines.map((line) => line.map(csvField).join(';')).join('\r\n')}\r\n`;
}

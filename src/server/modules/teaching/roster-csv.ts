import type { StudentRow } from '#contracts/teaching';
import { csvChunks, type CsvCell } from '#server/lib/csv';
import { saoPauloDayOf } from './periods.ts';

// The roster as Excel in pt-BR opens it (issue 12 item 6; docs/decisions/csv-exports.md), written
// a batch of rows at a time as the pages are read.

const HEADER = ['Nome', 'E-mail', 'Curso', 'Progresso (%)', 'Último acesso', 'Status', 'Nota'];

/** dd/mm/aaaa in São Paulo (thousands of rows: no Intl formatter per cell). */
function datePtBR(iso: string): string {
  const [year, month, day] = saoPauloDayOf(iso).split('-');
  return `${day}/${month}/${year}`;
}

async function* rosterCells(batches: AsyncIterable<StudentRow[]>): AsyncGenerator<CsvCell[][]> {
  for await (const rows of batches) yield rows.map((r) => [r.name, r.email, r.course, r.progress, datePtBR(r.lastAccess), r.status, r.grade ?? '']);
}

export const rosterCsv = (batches: AsyncIterable<StudentRow[]>): AsyncGenerator<string> => csvChunks(HEADER, rosterCells(batches));

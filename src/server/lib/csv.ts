// CSV for spreadsheets set to Brazilian Portuguese: UTF-8 with a BOM (so accents open
// right), ';' between fields (',' is the decimal separator), CRLF between lines.

/** A figure already written the pt-BR way ("-12,34"): a number to the spreadsheet, never a formula. */
class CsvNumber {
  constructor(readonly text: string) {}
}

export type CsvCell = string | number | CsvNumber;

/** Text that a spreadsheet would run as a formula ("=HYPERLINK(…)") is written with a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value instanceof CsvNumber) return value.text;
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (row: CsvCell[]) => `${row.map(cell).join(';')}\r\n`;

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return '\uFEFF' + [header, ...rows].map(csvLine).join('');
}

/** The same file as `toCsv`, written a batch of rows at a time (an export sent as it is read). */
export async function* csvChunks(header: string[], batches: AsyncIterable<CsvCell[][]>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const rows of batches) yield rows.map(csvLine).join('');
}

/** 4990 → "49,90" (a number to the spreadsheet, no currency sign). */
export const csvMoney = (cents: number): CsvNumber => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  // Not a string: the formula guard would turn a negative amount into the text "'-12,34".
  return new CsvNumber(`${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`);
};

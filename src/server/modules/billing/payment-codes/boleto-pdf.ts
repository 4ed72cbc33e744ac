import { PDFDocument, rgb } from 'pdf-lib';
import { formatCentsBRL, formatDatePtBR } from '#server/lib/format';
import { embedUnicodeFonts } from '#server/lib/pdf-fonts';
import { barcodeToLinhaDigitavel, formatLinhaDigitavel } from './boleto-numbers';
import { interleaved2of5Bars } from './interleaved-2of5';

export const BOLETO_BENEFICIARY = 'EduIA — pagamento de demonstração';

export interface BoletoPdfData {
  payerName: string;
  /** Already masked for display (e.g. "***.456.789-**"), or null. */
  payerDocument: string | null;
  amountCents: number;
  /** "YYYY-MM-DD" */
  dueDate: string;
  /** ISO timestamp of issue. */
  issuedAt: string;
  /** Our reference for the charge (nosso número / document number). */
  documentNumber: string;
  /** 44-digit barcode; the linha digitável is derived from it. */
  barcode: string;
  /** Expired or superseded: printed across the page as "EXPIRADO — não pague este boleto". */
  expired?: boolean;
}

/** The expired boleto's mark (the page's title says it too). */
export const BOLETO_EXPIRED_MARK = 'EXPIRADO — não pague este boleto';

/** Barcode geometry: narrow bar 0.9 pt (≈ 0.32 mm), 13 mm high, as FEBRABAN's layout asks (405 modules ≈ 129 mm). */
const MODULE_PT = 0.9;
const BAR_HEIGHT_PT = 36.85;

/** The due date is a calendar date: shown as written, never shifted by a time zone. */
function formatDueDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * A one-page A4 boleto for the sandbox: payer, beneficiary, amount, due date, linha
 * digitável and the Interleaved 2 of 5 barcode. Only the bars are drawn as rectangles
 * (the frame uses lines), which the tests rely on to count the bars.
 */
export async function renderBoletoPdf(data: BoletoPdfData): Promise<Uint8Array> {
  const linha = formatLinhaDigitavel(barcodeToLinhaDigitavel(data.barcode));
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Boleto ${data.documentNumber}${data.expired ? ' (expirado)' : ''}`);
  pdf.setAuthor('EduIA');
  pdf.setCreator('EduIA');
  pdf.setCreationDate(new Date(data.issuedAt));
  const page = pdf.addPage([595.28, 841.89]);
  const fonts = await embedUnicodeFonts(pdf);
  const ink = rgb(0, 0, 0);
  const muted = rgb(0.35, 0.35, 0.4);
  const rule = rgb(0.55, 0.55, 0.6);
  const { width } = page.getSize();
  const left = 40;
  const right = width - 40;
  let y = 790;

  fonts.drawText(page, 'EduIA', { x: left, y, size: 20, style: 'bold' });
  fonts.drawText(page, 'Boleto de demonstração — não pague em um banco', {
    x: left + 80,
    y: y + 4,
    size: 11,
    style: 'bold',
    color: rgb(0.7, 0.1, 0.1),
  });
  y -= 26;
  const linhaSize = 12.5;
  fonts.drawText(page, linha, { x: right - fonts.widthOf(linha, linhaSize, 'bold'), y, size: linhaSize, style: 'bold' });
  fonts.drawText(page, 'Linha digitável', { x: left, y, size: 9, color: muted });
  y -= 12;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 1.2, color: ink });

  // Boxes: label (small) above value, separated by thin rules.
  // A value wider than its box is set smaller, then on two lines: never over the next box.
  const box = (label: string, value: string, x: number, boxWidth: number, top: number, options: { bold?: boolean } = {}) => {
    fonts.drawText(page, label, { x: x + 4, y: top - 11, size: 8, color: muted });
    const style = options.bold ? 'bold' : 'regular';
    const room = boxWidth - 10;
    let size = 11;
    while (size > 8 && fonts.widthOf(value, size, style) > room) size -= 0.5;
    const lines = fonts.widthOf(value, size, style) > room ? fonts.wrap(value, room, (size = 7), style).slice(0, 2) : [value];
    lines.forEach((line, index) => {
      const valueX = options.bold ? x + boxWidth - 6 - fonts.widthOf(line, size, style) : x + 4;
      fonts.drawText(page, line, { x: valueX, y: top - (lines.length === 1 ? 27 : 21 + index * 8), size, style });
    });
    page.drawLine({ start: { x, y: top - 34 }, end: { x: x + boxWidth, y: top - 34 }, thickness: 0.6, color: rule });
    if (x > left) page.drawLine({ start: { x, y: top }, end: { x, y: top - 34 }, thickness: 0.6, color: rule });
  };
  const full = right - left;
  const side = 150;
  box('Local de pagamento', 'Ambiente de demonstração EduIA (sem valor bancário)', left, full - side, y);
  box('Vencimento', formatDueDate(data.dueDate), right - side, side, y, { bold: true });
  y -= 34;
  box('Beneficiário', BOLETO_BENEFICIARY, left, full - side, y);
  box('Nosso número', data.documentNumber, right - side, side, y, { bold: true });
  y -= 34;
  box('Data do documento', formatDatePtBR(data.issuedAt), left, (full - side) / 2, y);
  box('Espécie', 'R$', left + (full - side) / 2, (full - side) / 2, y);
  box('(=) Valor do documento', formatCentsBRL(data.amountCents), right - side, side, y, { bold: true });
  y -= 34;
  const payer = data.payerDocument ? `${data.payerName} — CPF ${data.payerDocument}` : data.payerName;
  box('Pagador', payer, left, full, y);
  y -= 34;
  fonts.drawText(page, 'Instruções: boleto emitido no ambiente de demonstração; o pagamento é confirmado pela própria EduIA.', {
    x: left + 4,
    y: y - 16,
    size: 9,
    color: muted,
  });
  y -= 40;

  // The barcode, with the quiet zone the standard asks for on the left.
  const barY = y - BAR_HEIGHT_PT;
  for (const [offset, size] of interleaved2of5Bars(data.barcode)) {
    page.drawRectangle({ x: left + 10 + offset * MODULE_PT, y: barY, width: size * MODULE_PT, height: BAR_HEIGHT_PT, color: ink });
  }
  fonts.drawText(page, 'Ficha de compensação', { x: right - fonts.widthOf('Ficha de compensação', 9), y: barY - 14, size: 9, color: muted });
  fonts.drawText(page, 'Autenticação mecânica', { x: left + 10, y: barY - 14, size: 9, color: muted });

  if (data.expired) {
    // Over the barcode: a superseded or expired boleto keeps its numbers, and says not to pay it.
    const size = 22;
    const markWidth = fonts.widthOf(BOLETO_EXPIRED_MARK, size, 'bold');
    page.drawRectangle({ x: (width - markWidth) / 2 - 10, y: barY + BAR_HEIGHT_PT / 2 - 14, width: markWidth + 20, height: 36, color: rgb(1, 1, 1), borderColor: rgb(0.7, 0.1, 0.1), borderWidth: 2, opacity: 0.92 });
    fonts.drawText(page, BOLETO_EXPIRED_MARK, { x: (width - markWidth) / 2, y: barY + BAR_HEIGHT_PT / 2 - 3, size, style: 'bold', color: rgb(0.7, 0.1, 0.1) });
  }

  return pdf.save();
}

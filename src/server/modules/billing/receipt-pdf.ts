import { PDFDocument, rgb } from 'pdf-lib';
import { formatCentsBRL, formatDatePtBR } from '#server/lib/format';
import { embedUnicodeFonts } from '#server/lib/pdf-fonts';
import { demoNote } from './payment-provider.ts';

interface ReceiptData {
  platformName: string;
  supportEmail: string;
  receiptNumber: string;
  /** the payment date (when the money came in), printed as "Emitida em" */
  issuedAt: string;
  customerName: string;
  customerEmail: string;
  planName: string;
  periodStart: string | null;
  periodEnd: string | null;
  listPriceCents: number;
  discountCents: number;
  couponCode: string | null;
  /** card instalment interest, part of amountCents */
  interestCents: number;
  amountCents: number;
  /** "Cartão Visa final 4242, em 6x de R$ 22,08…", "Pix", "Boleto" */
  paymentMethod: string;
  providerReference: string | null;
  /** a refunded payment (7-day guarantee): when, and the refund's reference */
  refundedAt: string | null;
  refundReference: string | null;
  /** the provider that took the money: only the sandbox's receipts say no real charge was made */
  provider: string;
}

/**
 * The 'Nota Fiscal' of a payment: an A4 receipt. It is the platform's receipt, not a fiscal
 * document, and says so; a sandbox payment's also says no real charge was made.
 * Unicode fonts (lib/pdf-fonts.ts): any customer name is printed exactly as written.
 */
export async function renderReceiptPdf(data: ReceiptData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Nota Fiscal ${data.receiptNumber}`);
  pdf.setAuthor(data.platformName);
  pdf.setCreator(data.platformName);
  pdf.setCreationDate(new Date(data.issuedAt));
  const page = pdf.addPage([595.28, 841.89]);
  const fonts = await embedUnicodeFonts(pdf);
  const primary = rgb(0.31, 0.27, 0.9);
  const muted = rgb(0.4, 0.4, 0.45);
  const { width } = page.getSize();
  const left = 56;
  let y = 780;

  page.drawRectangle({ x: 0, y: 800, width, height: 42, color: primary });
  fonts.drawText(page, data.platformName, { x: left, y: 815, size: 18, style: 'bold', color: rgb(1, 1, 1) });
  fonts.drawText(page, 'Nota Fiscal', { x: left, y: y - 20, size: 22, style: 'bold' });
  fonts.drawText(page, `Nº ${data.receiptNumber}`, { x: left, y: y - 42, size: 12, color: muted });
  fonts.drawText(page, `Emitida em ${formatDatePtBR(data.issuedAt)}`, { x: left, y: y - 58, size: 12, color: muted });
  y -= 100;

  // Label on the left, value on the right; a value too long for its column wraps onto more
  // lines (right-aligned), never over the label.
  const labelColumn = 170;
  const row = (label: string, value: string, options: { strong?: boolean } = {}) => {
    fonts.drawText(page, label, { x: left, y, size: 11, color: muted });
    const style = options.strong ? 'bold' : 'regular';
    const size = options.strong ? 13 : 11;
    const lines = fonts.wrap(value, width - 2 * left - labelColumn, size, style);
    lines.forEach((line, index) => {
      fonts.drawText(page, line, { x: width - left - fonts.widthOf(line, size, style), y: y - index * (size + 3), size, style });
    });
    y -= 22 + (lines.length - 1) * (size + 3);
  };
  const section = (title: string) => {
    fonts.drawText(page, title, { x: left, y, size: 13, style: 'bold' });
    y -= 8;
    page.drawLine({ start: { x: left, y }, end: { x: width - left, y }, thickness: 0.7, color: rgb(0.8, 0.8, 0.85) });
    y -= 20;
  };

  section('Cliente');
  row('Nome', data.customerName);
  row('E-mail', data.customerEmail);
  y -= 10;

  section('Serviço');
  row('Descrição', `Assinatura ${data.platformName} — Plano ${data.planName}`);
  if (data.periodStart && data.periodEnd) {
    // A refunded payment bought access only until its refund: the period actually used.
    if (data.refundedAt) row('Período utilizado', `${formatDatePtBR(data.periodStart)} a ${formatDatePtBR(data.refundedAt < data.periodEnd ? data.refundedAt : data.periodEnd)}`);
    else row('Período', `${formatDatePtBR(data.periodStart)} a ${formatDatePtBR(data.periodEnd)}`);
  }
  // Price − discount + interest = total, line by line.
  row('Valor do plano', formatCentsBRL(data.listPriceCents));
  row(data.couponCode ? `Desconto (cupom ${data.couponCode})` : 'Desconto', data.discountCents > 0 ? `- ${formatCentsBRL(data.discountCents)}` : formatCentsBRL(0));
  row('Juros do parcelamento', data.interestCents > 0 ? `+ ${formatCentsBRL(data.interestCents)}` : formatCentsBRL(0));
  row('Total pago', formatCentsBRL(data.amountCents), { strong: true });
  y -= 10;

  section('Pagamento');
  row('Status', data.refundedAt ? `Reembolsado em ${formatDatePtBR(data.refundedAt)}` : 'Pago');
  row('Forma de pagamento', data.paymentMethod);
  if (data.providerReference) row('Referência', data.providerReference);
  if (data.refundedAt) {
    row('Valor reembolsado', formatCentsBRL(data.amountCents), { strong: true });
    if (data.refundReference) row('Referência do reembolso', data.refundReference);
  }

  y -= 24;
  const notes = [
    ...demoNote(data.provider),
    'Este documento é um recibo da plataforma e não tem valor fiscal.',
    `Dúvidas: ${data.supportEmail}`,
  ];
  for (const note of notes) {
    for (const line of fonts.wrap(note, width - 2 * left, 9.5)) {
      fonts.drawText(page, line, { x: left, y, size: 9.5, color: muted });
      y -= 15;
    }
  }
  return pdf.save();
}

import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '#server/testing/pdf-text';
import { buildBoletoBarcode } from './boleto-numbers';
import { BOLETO_BENEFICIARY, renderBoletoPdf } from './boleto-pdf';
import { interleaved2of5Bars } from './interleaved-2of5';

const barcode = buildBoletoBarcode({
  bankCode: '000',
  amountCents: 4990,
  dueDate: '2026-11-26',
  freeField: '0000000000000000000000123',
});

async function pageContent(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.get(PDFName.of('Contents'));
  const resolved = doc.context.lookup(contents);
  const streams = resolved instanceof PDFArray ? resolved.asArray().map((ref) => doc.context.lookup(ref)) : [resolved];
  return streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
}

describe('renderBoletoPdf', () => {
  it('prints payer, beneficiary, amount, due date and the linha digitável on one page', async () => {
    const bytes = await renderBoletoPdf({
      payerName: 'Maria da Conceição',
      payerDocument: '***.456.789-**',
      amountCents: 4990,
      dueDate: '2026-11-26',
      issuedAt: '2026-11-23T15:00:00.000Z',
      documentNumber: 'BOL-000123',
      barcode,
    });
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { text } = await extractPdfText(bytes);
    expect(text).toContain('Maria da Conceição — CPF ***.456.789-**');
    expect(text).toContain(BOLETO_BENEFICIARY);
    expect(text).toContain('R$ 49,90');
    expect(text).toContain('26/11/2026');
    expect(text).toContain('00090.00001 00000.000000 00000.001230 1 16420000004990');
    expect(text).toContain('BOL-000123');
  });

  it('draws the barcode as Interleaved 2 of 5: 114 bars for 44 digits', async () => {
    const bytes = await renderBoletoPdf({
      payerName: 'Ana',
      payerDocument: null,
      amountCents: 4990,
      dueDate: '2026-11-26',
      issuedAt: '2026-11-23T15:00:00.000Z',
      documentNumber: '1',
      barcode,
    });
    const content = await pageContent(bytes);
    // pdf-lib draws a rectangle as a filled path "0 0 m / 0 h l / w h l / w 0 l / h / f".
    const rectangles = [...content.matchAll(/0 0 m\n0 [\d.]+ l\n([\d.]+) [\d.]+ l\n[\d.]+ 0 l\nh\nf/g)].map((m) => Number(m[1]));
    expect(rectangles).toHaveLength(interleaved2of5Bars(barcode).length);
    expect(rectangles).toHaveLength(114);
    // Wide bars are three times the narrow ones.
    const widths = [...new Set(rectangles.map((w) => w.toFixed(2)))].sort();
    expect(widths).toEqual(['0.90', '2.70']);
  });

  it('refuses an invalid barcode', async () => {
    await expect(
      renderBoletoPdf({
        payerName: 'Ana',
        payerDocument: null,
        amountCents: 1,
        dueDate: '2026-11-26',
        issuedAt: '2026-11-23T15:00:00.000Z',
        documentNumber: '1',
        barcode: barcode.slice(0, 4) + '9' + barcode.slice(5),
      }),
    ).rejects.toThrow(/geral/);
  });
});

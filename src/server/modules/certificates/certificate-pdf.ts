import { PDFDocument, rgb, type Color, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { plural } from '#contracts/plural';
import { embedUnicodeFonts, type FontStyle, type UnicodeFonts } from '#server/lib/pdf-fonts';

export interface CertificatePdfInput {
  platformName: string;
  studentName: string;
  courseTitle: string;
  instructorName: string;
  minutes: number;
  issuedAt: string;
  code: string;
  /** Absolute URL of the public verification page for this code. */
  verificationUrl: string;
}

/** A4 landscape, in PDF points. */
const WIDTH = 841.89;
const HEIGHT = 595.28;
const ACCENT = rgb(0.31, 0.27, 0.9);
const INK = rgb(0.12, 0.13, 0.17);
const MUTED = rgb(0.42, 0.45, 0.5);

const longDate = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: 'numeric', month: 'long', year: 'numeric' });

/** "21 de novembro de 2026" in São Paulo time. */
const formatLongDate = (iso: string) => longDate.format(new Date(iso));

/** "15 horas", "1 hora", "8 horas e 30 minutos", "45 minutos". */
function formatWorkload(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = plural(h, 'hora', 'horas');
  const mins = plural(m, 'minuto', 'minutos');
  if (h === 0) return mins;
  return m === 0 ? hours : `${hours} e ${mins}`;
}

/** Centred, shrunk (down to 10 pt) to fit; Unicode fonts, so every name is drawn exactly as written. */
function drawCentered(page: PDFPage, fonts: UnicodeFonts, style: FontStyle, text: string, y: number, size: number, color: Color = INK, maxWidth = WIDTH - 160) {
  let fitted = size;
  while (fitted > 10 && fonts.widthOf(text, fitted, style) > maxWidth) fitted -= 1;
  const width = fonts.widthOf(text, fitted, style);
  fonts.drawText(page, text, { x: (WIDTH - width) / 2, y, size: fitted, style, color });
}

/**
 * The certificate as a PDF. The student's name, course and code are drawn as text and
 * also stored in the document metadata, so both people and programs can read them.
 */
export async function buildCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonts = await embedUnicodeFonts(doc);
  const page = doc.addPage([WIDTH, HEIGHT]);

  // Metadata strings are UTF-16 in the PDF: no character needs replacing.
  doc.setTitle(`Certificado de Conclusão - ${input.courseTitle} - ${input.studentName}`);
  doc.setSubject(`Certificado ${input.code} emitido por ${input.platformName} para ${input.studentName}`);
  doc.setKeywords([input.code, input.studentName, input.courseTitle]);
  doc.setAuthor(input.platformName);
  doc.setCreator(input.platformName);
  doc.setProducer(input.platformName);
  doc.setLanguage('pt-BR');
  // Dates from the certificate, not from now: the same certificate always gives the same file.
  doc.setCreationDate(new Date(input.issuedAt));
  doc.setModificationDate(new Date(input.issuedAt));

  // Frame
  page.drawRectangle({ x: 20, y: 20, width: WIDTH - 40, height: HEIGHT - 40, borderColor: ACCENT, borderWidth: 4 });
  page.drawRectangle({ x: 32, y: 32, width: WIDTH - 64, height: HEIGHT - 64, borderColor: ACCENT, borderWidth: 1, opacity: 0 });

  drawCentered(page, fonts, 'bold', input.platformName, HEIGHT - 95, 30, ACCENT);
  drawCentered(page, fonts, 'bold', 'CERTIFICADO DE CONCLUSÃO', HEIGHT - 150, 26);
  drawCentered(page, fonts, 'regular', 'Certificamos que', HEIGHT - 200, 15, MUTED);
  drawCentered(page, fonts, 'bold', input.studentName, HEIGHT - 245, 32);
  drawCentered(page, fonts, 'regular', 'concluiu com êxito o curso', HEIGHT - 285, 15, MUTED);
  drawCentered(page, fonts, 'bold', input.courseTitle, HEIGHT - 322, 22, ACCENT);
  drawCentered(
    page,
    fonts,
    'regular',
    `com carga horária de ${formatWorkload(input.minutes)}, em ${formatLongDate(input.issuedAt)}.`,
    HEIGHT - 360,
    14,
  );

  // Signature line: the course's instructor.
  const lineY = 150;
  page.drawLine({ start: { x: 120, y: lineY }, end: { x: 380, y: lineY }, thickness: 1, color: MUTED });
  const instructor = input.instructorName;
  fonts.drawText(page, instructor, { x: 250 - fonts.widthOf(instructor, 13) / 2, y: lineY - 20, size: 13, color: INK });
  fonts.drawText(page, 'Instrutor(a)', { x: 250 - fonts.widthOf('Instrutor(a)', 11, 'oblique') / 2, y: lineY - 36, size: 11, style: 'oblique', color: MUTED });

  // Verification: code, address and a QR code pointing at the public page.
  const qr = await QRCode.toBuffer(input.verificationUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const qrImage = await doc.embedPng(qr);
  page.drawImage(qrImage, { x: WIDTH - 200, y: 70, width: 110, height: 110 });
  const codeLabel = `Código de verificação: ${input.code}`;
  fonts.drawText(page, codeLabel, { x: WIDTH - 500, y: 130, size: 11, style: 'bold', color: INK });
  fonts.drawText(page, 'Verifique a autenticidade em:', { x: WIDTH - 500, y: 112, size: 9, color: MUTED });
  const url = input.verificationUrl;
  let urlSize = 9;
  while (urlSize > 6 && fonts.widthOf(url, urlSize) > 290) urlSize -= 0.5;
  fonts.drawText(page, url, { x: WIDTH - 500, y: 98, size: urlSize, color: ACCENT });

  return Buffer.from(await doc.save());
}

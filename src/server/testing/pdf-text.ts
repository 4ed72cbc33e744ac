import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

// A small text extractor for the PDFs this app draws (pdf-lib, Type0 fonts with Identity-H
// and a ToUnicode map): every `<glyphs> Tj` of every page turned back into Unicode through
// its font's map. Enough to prove a name is in the document, not a general PDF reader.

function streamText(doc: PDFDocument, object: PDFObject | undefined): string {
  const resolved = object instanceof PDFRef ? doc.context.lookup(object) : object;
  if (resolved instanceof PDFArray) return resolved.asArray().map((item) => streamText(doc, item)).join('\n');
  if (!(resolved instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(resolved).decode()).toString('latin1');
}

/** glyph id (hex) → text, from a ToUnicode CMap's bfchar entries (what pdf-lib writes). */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, unicode] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const units = unicode!.match(/.{4}/g)!.map((unit) => parseInt(unit, 16));
      map.set(glyph!.toUpperCase(), String.fromCharCode(...units));
    }
  }
  return map;
}

/** Every text string drawn in the PDF, in drawing order, plus the names of its fonts. */
export async function extractPdfText(bytes: Uint8Array): Promise<{ strings: string[]; text: string; fonts: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const strings: string[] = [];
  const fonts = new Set<string>();
  for (const page of doc.getPages()) {
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const maps = new Map<string, Map<string, string>>();
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      // pdf-lib names a subset font "<PostScript name>-<random number>".
      fonts.add(String(font.get(PDFName.of('BaseFont'))).replace(/^\//, '').replace(/-\d+$/, ''));
      maps.set(name.asString(), toUnicodeMap(streamText(doc, font.get(PDFName.of('ToUnicode')))));
    }
    const content = streamText(doc, page.node.get(PDFName.of('Contents')));
    let current = new Map<string, string>();
    for (const token of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (token[1]) current = maps.get(token[1]) ?? new Map();
      else strings.push(token[2]!.toUpperCase().match(/.{4}/g)?.map((glyph) => current.get(glyph) ?? '\uFFFD').join('') ?? '');
    }
  }
  return { strings, text: strings.join(''), fonts: [...fonts] };
}

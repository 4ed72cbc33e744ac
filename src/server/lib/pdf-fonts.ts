import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

// Unicode text in PDFs (issue 10 item 11). The standard PDF fonts speak WinAnsi only, so a
// name like "Łukasz Żółć" or one with an emoji either threw (500) or was mangled. DejaVu Sans
// covers Latin, Greek, Cyrillic and many symbols; Noto Emoji (monochrome, read by fontkit
// from @fontsource's WOFF file) draws what DejaVu lacks, character by character. Both are
// embedded as subsets, so a PDF carries only the glyphs it uses.

// Literal specifiers, resolved on first use (and visible to knip as uses of the packages).
const FILES = {
  regular: () => import.meta.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: () => import.meta.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  oblique: () => import.meta.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
  // The "emoji" subset of @fontsource/noto-emoji holds every emoji glyph of the font.
  emoji: () => import.meta.resolve('@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff'),
} as const;

export type FontStyle = 'regular' | 'bold' | 'oblique';
type Face = keyof typeof FILES;

const bytesCache = new Map<Face, Uint8Array>();
const coverageCache = new Map<Face, fontkit.Font>();

/** Read once per process: the font files do not change while the server runs. */
function bytesOf(face: Face): Uint8Array {
  let bytes = bytesCache.get(face);
  if (!bytes) {
    bytes = readFileSync(new URL(FILES[face]()));
    bytesCache.set(face, bytes);
  }
  return bytes;
}

function hasGlyph(face: Face, codePoint: number): boolean {
  let font = coverageCache.get(face);
  if (!font) {
    font = fontkit.create(bytesOf(face));
    coverageCache.set(face, font);
  }
  return font.hasGlyphForCodePoint(codePoint);
}

/** Zero-width joiners, variation selectors and tag characters: part of an emoji sequence, never drawn alone. */
const isJoiner = (cp: number) => cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0020 && cp <= 0xe007f);

interface Run {
  face: Face;
  text: string;
}

/** Splits text into runs, each drawn with the first font that has its glyphs. */
function runsOf(text: string, style: FontStyle): Run[] {
  const runs: Run[] = [];
  for (const char of text.normalize('NFC')) {
    const cp = char.codePointAt(0)!;
    const last = runs.at(-1);
    let face: Face;
    if (isJoiner(cp) && last) face = last.face;
    else if (hasGlyph(style, cp)) face = style;
    else if (hasGlyph('emoji', cp)) face = 'emoji';
    else face = style; // nothing has it: the font's missing-glyph box, never a silent drop
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

export interface UnicodeFonts {
  /** Width of `text` at `size`, as drawText would lay it out. */
  widthOf(text: string, size: number, style?: FontStyle): number;
  drawText(page: PDFPage, text: string, options: { x: number; y: number; size: number; style?: FontStyle; color?: Color }): void;
  /** `text` broken into lines no wider than `maxWidth` (at spaces; a word longer than a line is cut). */
  wrap(text: string, maxWidth: number, size: number, style?: FontStyle): string[];
}

/** Embeds DejaVu Sans (regular, bold, oblique) and Noto Emoji, subset, into `doc`. */
export async function embedUnicodeFonts(doc: PDFDocument): Promise<UnicodeFonts> {
  doc.registerFontkit(fontkit);
  const faces = Object.keys(FILES) as Face[];
  const embedded = await Promise.all(faces.map((face) => doc.embedFont(bytesOf(face), { subset: true })));
  const pdfFont = (face: Face): PDFFont => embedded[faces.indexOf(face)]!;

  const widthOf = (text: string, size: number, style: FontStyle = 'regular') =>
    runsOf(text, style).reduce((sum, run) => sum + pdfFont(run.face).widthOfTextAtSize(run.text, size), 0);

  function wrap(text: string, maxWidth: number, size: number, style: FontStyle = 'regular'): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(candidate, size, style) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      // A word wider than a line (a long e-mail, a reference) is cut where it overflows.
      while (widthOf(line, size, style) > maxWidth && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && widthOf(line.slice(0, cut), size, style) > maxWidth) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line || lines.length === 0) lines.push(line);
    return lines;
  }

  return {
    widthOf,
    wrap,
    drawText(page, text, { x, y, size, style = 'regular', color }) {
      let cursor = x;
      for (const run of runsOf(text, style)) {
        const font = pdfFont(run.face);
        page.drawText(run.text, { x: cursor, y, size, font, ...(color ? { color } : {}) });
        cursor += font.widthOfTextAtSize(run.text, size);
      }
    },
  };
}

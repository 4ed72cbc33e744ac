import yauzl from 'yauzl';

// What an uploaded file really is, from its bytes (never from its name or the browser's
// Content-Type): avatar and course thumbnail images, course materials (.pdf, .docx).

/** Image types accepted for avatars and course thumbnails, recognised by their first bytes. */
export type ImageType = { ext: 'png' | 'jpg' | 'webp'; mime: 'image/png' | 'image/jpeg' | 'image/webp' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return { ext: 'png', mime: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { ext: 'webp', mime: 'image/webp' };
  return null;
}

export const MIME_BY_EXT: Record<string, ImageType['mime']> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Course material types (spec section 5: .pdf and .docx only). */
export type DocumentType = { ext: 'pdf' | 'docx'; mime: string };
export const DOCUMENT_TYPES: Record<DocumentType['ext'], DocumentType> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};

/** Bytes needed by `sniffDocument`. */
export const DOCUMENT_SNIFF_BYTES = 5;

/**
 * The first bytes of a material: '%PDF-' is a PDF; 'PK\x03\x04' may be a .docx (a ZIP
 * package, confirmed by `checkWordPackage` once the whole file is on disk); anything else
 * (an .exe's 'MZ', a PNG…) is refused.
 */
export function sniffDocument(head: Uint8Array): 'pdf' | 'zip' | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}

/** A .docx expands to at most this much (sum of its parts): a real one is a few MB. */
export const MAX_DOCX_EXPANDED_BYTES = 100 * 1024 * 1024;
/** Past 10 MB expanded, more than 200× its packed size is a ZIP bomb, not a document. */
const RATIO_FLOOR_BYTES = 10 * 1024 * 1024;
const MAX_DOCX_RATIO = 200;
const MAX_DOCX_ENTRIES = 2000;
/**
 * The parts a Word package may hold (ECMA-376 part 2; what Word, LibreOffice and Google Docs
 * write): anything else, an `index.html` at the root for one, is not a Word document.
 */
const WORD_PART = /^(?:\[Content_Types\]\.xml|(?:_rels|docProps|word|customXml)\/[^\\:]*)$/;

export type WordPackageVerdict = { ok: true; expandedBytes: number } | { ok: false; reason: string };

const openZip = (path: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    // strictFileNames: a backslash is refused; yauzl refuses absolute names and '..' itself.
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );

function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      if (entries.length > MAX_DOCX_ENTRIES) reject(new Error(`mais de ${MAX_DOCX_ENTRIES} partes`));
      else zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Inflates one part, discarding it; yauzl fails as soon as it yields more than its declared size. */
async function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, readStream) => (error ? reject(error) : resolve(readStream))),
  );
  for await (const chunk of stream) void chunk;
}

/**
 * A .docx is a ZIP package whose central directory holds real `[Content_Types].xml` and
 * `word/document.xml` entries, only parts of a Word package (no other root file, no absolute
 * or '..' name), at most MAX_DOCX_EXPANDED_BYTES once expanded (declared sizes summed, and
 * each part actually inflated, never past its declared size), and no extreme ratio.
 */
export async function checkWordPackage(path: string, packedBytes: number, maxExpandedBytes = MAX_DOCX_EXPANDED_BYTES): Promise<WordPackageVerdict> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    return { ok: false, reason: 'não é um pacote ZIP legível' };
  }
  try {
    let entries: yauzl.Entry[];
    try {
      entries = await listEntries(zip);
    } catch (error) {
      // yauzl's own refusals (absolute names, '..', backslashes, a broken directory) are in English: say it in Portuguese.
      const tooMany = error instanceof Error && error.message.startsWith('mais de');
      return { ok: false, reason: tooMany ? `o pacote tem ${(error as Error).message}` : 'a lista de partes é inválida ou tem um caminho não permitido (absoluto, com .. ou com \\)' };
    }
    const names = new Set<string>();
    let expanded = 0;
    for (const entry of entries) {
      const name = entry.fileName;
      if (names.has(name)) return { ok: false, reason: `a parte ${name} aparece duas vezes` };
      names.add(name);
      if (!WORD_PART.test(name) || name.split('/').some((segment) => segment === '..' || segment === '.')) {
        return { ok: false, reason: `a parte ${name.slice(0, 80)} não pertence a um documento do Word` };
      }
      if ((entry.generalPurposeBitFlag & 0x1) !== 0) return { ok: false, reason: 'o pacote é criptografado' };
      expanded += entry.uncompressedSize;
      if (expanded > maxExpandedBytes) return { ok: false, reason: `o conteúdo descompactado passa de ${Math.round(maxExpandedBytes / (1024 * 1024))} MB` };
    }
    for (const required of ['[Content_Types].xml', 'word/document.xml']) {
      if (!entries.some((entry) => entry.fileName === required)) return { ok: false, reason: `falta a parte ${required}` };
    }
    if (expanded > RATIO_FLOOR_BYTES && expanded > packedBytes * MAX_DOCX_RATIO) return { ok: false, reason: 'a taxa de compressão é de uma bomba ZIP' };
    try {
      for (const entry of entries) if (!entry.fileName.endsWith('/')) await inflate(zip, entry);
    } catch {
      return { ok: false, reason: 'uma parte não se descompacta no tamanho declarado' };
    }
    return { ok: true, expandedBytes: expanded };
  } finally {
    zip.close();
  }
}

import { open } from 'node:fs/promises';

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
 * package, confirmed by `isWordPackage` once the whole file is on disk); anything else
 * (an .exe's 'MZ', a PNG…) is refused.
 */
export function sniffDocument(head: Uint8Array): 'pdf' | 'zip' | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const EOCD_MIN = 22;
/** A Word document's directory is a few KB; a larger one is not worth reading. */
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

/**
 * The entry names of a ZIP file, from its central directory (at the end of the file), or
 * null when it is not a readable ZIP. ZIP64 archives (over 4 GB) are not read.
 */
export async function readZipEntryNames(path: string): Promise<string[] | null> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size < EOCD_MIN) return null;
    // The end record is the last 22 bytes plus a comment of up to 65535 bytes.
    const tailLength = Math.min(size, EOCD_MIN + 0xffff);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let i = tailLength - EOCD_MIN; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD) {
        end = i;
        break;
      }
    }
    if (end < 0) return null;
    const entries = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directorySize > MAX_DIRECTORY_BYTES || directoryOffset + directorySize > size) return null;
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const names: string[] = [];
    let at = 0;
    for (let n = 0; n < entries; n++) {
      if (at + 46 > directorySize || directory.readUInt32LE(at) !== CENTRAL_ENTRY) return null;
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  } finally {
    await handle.close();
  }
}

/** A .docx is a ZIP package with `[Content_Types].xml` and the `word/` part (ECMA-376). */
export async function isWordPackage(path: string): Promise<boolean> {
  const names = await readZipEntryNames(path);
  return names !== null && names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
}

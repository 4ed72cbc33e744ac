/** Image types accepted for avatars, recognised by their first bytes (never by name or header). */
export type ImageType = { ext: 'png' | 'jpg' | 'webp'; mime: 'image/png' | 'image/jpeg' | 'image/webp' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function detectImageType(bytes: Uint8Array): ImageType | null {
  const startsWith = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (bytes.length >= 8 && startsWith(PNG)) return { ext: 'png', mime: 'image/png' };
  if (bytes.length >= 3 && startsWith([0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  // RIFF....WEBP
  if (bytes.length >= 12 && startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return { ext: 'webp', mime: 'image/webp' };
  return null;
}

export const MIME_BY_EXT: Record<string, ImageType['mime']> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

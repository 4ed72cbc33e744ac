/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266); the UTF-8 one first. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}; filename="${ascii}"`;
}

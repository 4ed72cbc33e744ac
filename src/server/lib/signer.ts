import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

// Signatures made by this server (HMAC-SHA256), one key per purpose derived with HKDF from
// the configured key material (SESSION_SECRET), so a signature made for one purpose is
// never valid for another and the key material itself never signs.

export interface Signer {
  /** The signature of `data` for `purpose` (base64url). */
  sign(purpose: string, data: string): string;
  /** Whether `signature` is this server's signature of `data` for `purpose` (constant time). */
  verify(purpose: string, data: string, signature: string): boolean;
}

export function createSigner(keyMaterial: string): Signer {
  const keys = new Map<string, Buffer>();
  const keyFor = (purpose: string) => {
    let key = keys.get(purpose);
    if (!key) keys.set(purpose, (key = Buffer.from(hkdfSync('sha256', keyMaterial, 'eduia', `eduia/${purpose}/v1`, 32))));
    return key;
  };
  const sign = (purpose: string, data: string) => createHmac('sha256', keyFor(purpose)).update(data).digest('base64url');
  return {
    sign,
    verify(purpose, data, signature) {
      const expected = Buffer.from(sign(purpose, data));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

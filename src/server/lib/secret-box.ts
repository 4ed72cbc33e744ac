import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// Secrets at rest (TOTP seeds): AES-256-GCM, a fresh 96-bit nonce per value, the key
// derived with HKDF-SHA256 from the configured key material and a purpose label, so the
// same SESSION_SECRET never serves two purposes with one key.
const PREFIX = 'v1:';

export interface SecretBox {
  seal(plaintext: string): string;
  /** The plaintext; a value without the version prefix is a legacy plaintext and is returned as is. */
  open(stored: string): string;
  isSealed(stored: string): boolean;
}

export function createSecretBox(keyMaterial: string, purpose = 'eduia/totp-secret/v1'): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'eduia', purpose, 32));
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
  };
}

/**
 * The key material for secrets at rest: TOTP_ENCRYPTION_KEY, else SESSION_SECRET, else a
 * random secret generated once and kept in `file` (DESIGN.md: "generated and kept under ./data").
 */
export function resolveKeyMaterial(env: { TOTP_ENCRYPTION_KEY?: string; SESSION_SECRET?: string }, file: string): string {
  if (env.TOTP_ENCRYPTION_KEY) return env.TOTP_ENCRYPTION_KEY;
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 0600: readable by the server's user only; 'wx' never overwrites a key another process just wrote.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
  return secret;
}

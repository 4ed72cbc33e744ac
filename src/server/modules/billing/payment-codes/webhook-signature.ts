import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signature of the payment provider's webhook calls.
 * Header `X-EduIA-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`.
 * The timestamp is signed with the body, and a call older or newer than the tolerance
 * (5 min) is refused, so a captured call cannot be replayed later. Several v1 entries are
 * accepted (secret rotation: the provider signs with the old and the new secret).
 */

export const WEBHOOK_SIGNATURE_HEADER = 'x-eduia-signature';
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export type WebhookVerification =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'ausente' | 'malformada' | 'fora-da-janela' | 'invalida' };

function hmacHex(secret: string, timestamp: number, rawBody: string | Uint8Array): Buffer {
  const hmac = createHmac('sha256', secret);
  hmac.update(`${timestamp}.`);
  hmac.update(rawBody);
  return hmac.digest();
}

/** The header value the provider (or our sandbox) sends for `rawBody` at `timestampSeconds`. */
export function signWebhook(secret: string, rawBody: string | Uint8Array, timestampSeconds: number): string {
  if (!secret) throw new Error('Segredo do webhook vazio.');
  if (!Number.isSafeInteger(timestampSeconds) || timestampSeconds < 0) throw new Error('Horário da assinatura inválido.');
  return `t=${timestampSeconds},v1=${hmacHex(secret, timestampSeconds, rawBody).toString('hex')}`;
}

/** Checks the header against the raw body exactly as received (before any JSON parsing). */
export function verifyWebhookSignature(input: {
  secret: string;
  rawBody: string | Uint8Array;
  header: string | undefined;
  nowSeconds: number;
  toleranceSeconds?: number;
}): WebhookVerification {
  if (!input.header) return { ok: false, reason: 'ausente' };
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of input.header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length > 0 || value === undefined) return { ok: false, reason: 'malformada' };
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return { ok: false, reason: 'malformada' };
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return { ok: false, reason: 'malformada' };
      signatures.push(Buffer.from(value, 'hex'));
    }
    // Unknown keys (future schemes) are ignored.
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformada' };
  const tolerance = input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(input.nowSeconds - timestamp) > tolerance) return { ok: false, reason: 'fora-da-janela' };
  const expected = hmacHex(input.secret, timestamp, input.rawBody);
  // Every candidate is compared in constant time (and all of them, not stopping at the first match).
  let matched = false;
  for (const signature of signatures) {
    if (signature.length === expected.length && timingSafeEqual(signature, expected)) matched = true;
  }
  return matched ? { ok: true, timestamp } : { ok: false, reason: 'invalida' };
}

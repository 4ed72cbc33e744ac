import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature, WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature';

const secret = 'whsec_test_123';
const body = '{"event":"pix.paid","chargeId":"c_1","amountCents":4990}';
const t = 1_795_000_000;

describe('signWebhook', () => {
  it('is HMAC-SHA256 over "<t>.<raw body>", hex, in "t=…,v1=…"', () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signWebhook(secret, body, t)).toBe(`t=${t},v1=${expected}`);
  });

  it('matches a known answer computed independently (Python hmac.new(key, msg, sha256))', () => {
    expect(signWebhook(secret, body, t)).toBe(`t=${t},v1=8381c88c694e9eb980c2166ec71dd1ff46772c7656509660563bbb035c849970`);
  });

  it('signs bytes and strings alike', () => {
    expect(signWebhook(secret, Buffer.from(body), t)).toBe(signWebhook(secret, body, t));
  });

  it('refuses an empty secret or a bad timestamp', () => {
    expect(() => signWebhook('', body, t)).toThrow('Segredo do webhook vazio.');
    expect(() => signWebhook(secret, body, -1)).toThrow('Horário da assinatura inválido.');
  });
});

describe('verifyWebhookSignature', () => {
  const header = signWebhook(secret, body, t);

  it('accepts the right signature within 5 minutes either way', () => {
    expect(verifyWebhookSignature({ secret, rawBody: body, header, nowSeconds: t })).toEqual({ ok: true, timestamp: t });
    expect(verifyWebhookSignature({ secret, rawBody: body, header, nowSeconds: t + 300 }).ok).toBe(true);
    expect(verifyWebhookSignature({ secret, rawBody: body, header, nowSeconds: t - 300 }).ok).toBe(true);
    expect(WEBHOOK_TOLERANCE_SECONDS).toBe(300);
  });

  it('refuses a replay after the tolerance', () => {
    expect(verifyWebhookSignature({ secret, rawBody: body, header, nowSeconds: t + 301 })).toEqual({ ok: false, reason: 'fora-da-janela' });
    expect(verifyWebhookSignature({ secret, rawBody: body, header, nowSeconds: t - 301 })).toEqual({ ok: false, reason: 'fora-da-janela' });
  });

  it('refuses a changed body, a wrong secret and a timestamp moved into the window', () => {
    expect(verifyWebhookSignature({ secret, rawBody: body.replace('4990', '1'), header, nowSeconds: t })).toEqual({ ok: false, reason: 'invalida' });
    expect(verifyWebhookSignature({ secret: 'other', rawBody: body, header, nowSeconds: t })).toEqual({ ok: false, reason: 'invalida' });
    // An attacker re-stamping an old call: the timestamp is part of what is signed.
    const restamped = header.replace(`t=${t}`, `t=${t + 1000}`);
    expect(verifyWebhookSignature({ secret, rawBody: body, header: restamped, nowSeconds: t + 1000 })).toEqual({ ok: false, reason: 'invalida' });
  });

  it('accepts any of several v1 signatures (secret rotation)', () => {
    const old = signWebhook('old-secret', body, t).split(',')[1];
    const both = `${header},${old}`;
    expect(verifyWebhookSignature({ secret, rawBody: body, header: both, nowSeconds: t }).ok).toBe(true);
    expect(verifyWebhookSignature({ secret: 'old-secret', rawBody: body, header: both, nowSeconds: t }).ok).toBe(true);
  });

  it('says what is wrong with a missing or malformed header', () => {
    const check = (h: string | undefined) => verifyWebhookSignature({ secret, rawBody: body, header: h, nowSeconds: t });
    expect(check(undefined)).toEqual({ ok: false, reason: 'ausente' });
    expect(check('')).toEqual({ ok: false, reason: 'ausente' });
    expect(check('v1=abc')).toEqual({ ok: false, reason: 'malformada' });
    expect(check(`t=${t}`)).toEqual({ ok: false, reason: 'malformada' });
    expect(check(`t=${t},v1=${'0'.repeat(63)}`)).toEqual({ ok: false, reason: 'malformada' });
    expect(check(`t=abc,${header.split(',')[1]}`)).toEqual({ ok: false, reason: 'malformada' });
    expect(check(`t=${t},t=${t},${header.split(',')[1]}`)).toEqual({ ok: false, reason: 'malformada' });
    expect(check(`${header},v0=legacy`)).toEqual({ ok: true, timestamp: t });
  });
});

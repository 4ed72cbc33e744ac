import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { startMercadoPagoFake, type MercadoPagoFake } from './mercado-pago-fake.ts';
import { MERCADO_PAGO_WEBHOOK_PATH, setMercadoPago } from './mercado-pago-provider.ts';

// The Mercado Pago tests' common set-up: a test app with the adapter in use against the local
// fake (which speaks the documented API), and the notification delivery as Mercado Pago posts it.

export const MP_ACCESS_TOKEN = 'TEST-1234567890123456-112610-abcdefabcdefabcdefabcdefabcdefab-123456789';
export const MP_WEBHOOK_SECRET = 'b7e4c1d9a2f36e58c0b19d7a4e2f63c8d5a1b9e07f4c2d6a8b3e5f1c9d7a2b4e';
/** What MercadoPago.js sends after tokenizing the documented test card (Mastercard 5031 4332 1540 6351; holder "APRO": approved). */
export const MP_CARD_TOKEN = { token: 'ff8080814c11e237014c1ff593b57b4d', paymentMethodId: 'master', issuerId: '24', last4: '6351', holderName: 'APRO', expMonth: 11, expYear: 2030 };

/** A seeded test app with Mercado Pago (its fake) as the provider; undo with `stopMercadoPagoTestApp`. */
export async function startMercadoPagoTestApp(options: { publicKey?: string } = {}): Promise<{ t: TestApp; fake: MercadoPagoFake }> {
  const t = await buildTestApp();
  const fake = await startMercadoPagoFake({ accessToken: MP_ACCESS_TOKEN, webhookSecret: MP_WEBHOOK_SECRET });
  setMercadoPago({
    accessToken: MP_ACCESS_TOKEN, publicKey: options.publicKey, webhookSecret: MP_WEBHOOK_SECRET, apiUrl: fake.url,
    notificationUrl: `https://escola.example${MERCADO_PAGO_WEBHOOK_PATH}`,
  });
  return { t, fake };
}

export async function stopMercadoPagoTestApp(t: TestApp | undefined, fake: MercadoPagoFake | undefined) {
  setMercadoPago(null);
  await fake?.close();
  await t?.close();
}

/** Posts a notification (as the fake signs it) to the app's webhook, as Mercado Pago does. */
export function deliverNotification(t: TestApp, notification: { query: string; headers: Record<string, string>; body: unknown }) {
  return t.app.inject({
    method: 'POST', url: `${MERCADO_PAGO_WEBHOOK_PATH}?${notification.query}`,
    headers: { 'content-type': 'application/json', ...notification.headers }, payload: JSON.stringify(notification.body),
  });
}

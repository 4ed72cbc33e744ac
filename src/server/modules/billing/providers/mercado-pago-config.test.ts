import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { paymentProvider } from '../payment-provider.ts';
import { selectPaymentProvider, setMercadoPago } from './mercado-pago-provider.ts';

// PAYMENT_PROVIDER: the sandbox by default; Mercado Pago only with all it needs, named at start.
const TOKEN = 'APP_USR-1234567890123456-112610-abcdefabcdefabcdefabcdefabcdefab-123456789';
const PUBLIC_KEY = 'APP_USR-1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d';
const SECRET = 'b7e4c1d9a2f36e58c0b19d7a4e2f63c8d5a1b9e07f4c2d6a8b3e5f1c9d7a2b4e';

describe('payment provider configuration', () => {
  it('uses the sandbox unless told otherwise', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('starts with Mercado Pago given its token, webhook secret and an https public address', () => {
    const config = loadConfig({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: TOKEN, MERCADOPAGO_PUBLIC_KEY: PUBLIC_KEY, MERCADOPAGO_WEBHOOK_SECRET: SECRET, PUBLIC_URL: 'https://escola.example/' });
    expect(config).toMatchObject({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_API_URL: 'https://api.mercadopago.com', PUBLIC_URL: 'https://escola.example' });
  });

  it('names every missing or bad piece in Portuguese', () => {
    const start = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    const missing = start({ PAYMENT_PROVIDER: 'mercadopago' });
    expect(missing).toMatch(/MERCADOPAGO_ACCESS_TOKEN: obrigatório com PAYMENT_PROVIDER=mercadopago/);
    expect(missing).toMatch(/MERCADOPAGO_WEBHOOK_SECRET: obrigatório com PAYMENT_PROVIDER=mercadopago/);
    expect(missing).toMatch(/MERCADOPAGO_PUBLIC_KEY: obrigatório com PAYMENT_PROVIDER=mercadopago/);
    expect(start({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: TOKEN, MERCADOPAGO_PUBLIC_KEY: 'chave', MERCADOPAGO_WEBHOOK_SECRET: SECRET, PUBLIC_URL: 'https://e.example' })).toMatch(/MERCADOPAGO_PUBLIC_KEY: use a Public Key/);
    expect(missing).toMatch(/PUBLIC_URL: .*https/);
    expect(start({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: TOKEN, MERCADOPAGO_WEBHOOK_SECRET: SECRET, PUBLIC_URL: 'http://escola.example' })).toMatch(/PUBLIC_URL/);
    expect(start({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'chave-qualquer', MERCADOPAGO_WEBHOOK_SECRET: SECRET, PUBLIC_URL: 'https://e.example' })).toMatch(/MERCADOPAGO_ACCESS_TOKEN: use o Access Token/);
    expect(start({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: TOKEN, MERCADOPAGO_WEBHOOK_SECRET: 'curta', PUBLIC_URL: 'https://e.example' })).toMatch(/MERCADOPAGO_WEBHOOK_SECRET: .*32 caracteres/);
    expect(start({ PAYMENT_PROVIDER: 'pagseguro' })).toMatch(/PAYMENT_PROVIDER: use sandbox ou mercadopago/);
    expect(start({ MERCADOPAGO_API_URL: 'http://api.example.com' })).toMatch(/MERCADOPAGO_API_URL: use https/);
  });

  it('charges saved cards at renewal only when MERCADOPAGO_SAVED_CARD_RENEWALS says so (Mercado Pago enables them per account)', () => {
    const env = { PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: TOKEN, MERCADOPAGO_PUBLIC_KEY: PUBLIC_KEY, MERCADOPAGO_WEBHOOK_SECRET: SECRET, PUBLIC_URL: 'https://escola.example' };
    const saved = { token: 'usado-uma-vez', brand: 'Mastercard', last4: '6351', expMonth: 11, expYear: 2030, customerId: '000000001-sT93QZFAsfxU9P5', cardId: '9876543210000' };
    try {
      expect(loadConfig(env).MERCADOPAGO_SAVED_CARD_RENEWALS).toBe(false);
      selectPaymentProvider(loadConfig(env));
      expect(paymentProvider.renewsByCard(saved)).toBe(false);

      selectPaymentProvider(loadConfig({ ...env, MERCADOPAGO_SAVED_CARD_RENEWALS: 'true' }));
      expect(paymentProvider.renewsByCard(saved)).toBe(true);
      // A card not saved at Mercado Pago (its token was used by the first payment) is never charged again.
      expect(paymentProvider.renewsByCard({ ...saved, customerId: null, cardId: null })).toBe(false);
      expect(() => loadConfig({ ...env, MERCADOPAGO_SAVED_CARD_RENEWALS: 'sim' })).toThrow(/MERCADOPAGO_SAVED_CARD_RENEWALS: use true ou false/);
    } finally {
      setMercadoPago(null);
    }
  });
});

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { billingEndpoints, type CardInput, type CardTokenInput, type PaymentProviderInfo } from '#contracts/billing';
import { apiRequest } from '#web/lib/api-client.ts';
import { billingKeys } from './keys.ts';

// The payment provider in use (sandbox or Mercado Pago), and MercadoPago.js: with Mercado Pago
// the card is turned into a token here, in the browser, and only the token goes to the server.

/** Which provider takes the money, as the checkout needs it (notices, card entry, the boleto's address). */
export function usePaymentProvider() {
  return useQuery({
    queryKey: [...billingKeys.all, 'payment-provider'],
    queryFn: (): Promise<PaymentProviderInfo> => apiRequest(billingEndpoints.paymentProvider, {}),
    staleTime: Infinity,
  });
}

/** Mercado Pago's own script (documented address; it must come from there, never bundled). */
const MERCADO_PAGO_SDK_URL = 'https://sdk.mercadopago.com/js/v2';

export const MERCADO_PAGO_UNAVAILABLE =
  'Não foi possível carregar o pagamento seguro do Mercado Pago. Verifique sua conexão (ou um bloqueador de anúncios), recarregue a página e tente de novo, ou pague com Pix ou boleto.';
const CARD_NOT_ACCEPTED = 'O Mercado Pago não aceitou os dados do cartão. Confira o número, a validade e o CVV.';
const BRAND_NOT_FOUND = 'O Mercado Pago não reconheceu a bandeira deste cartão. Use outro cartão ou pague com Pix ou boleto.';

interface MercadoPagoInstance {
  getPaymentMethods(input: { bin: string }): Promise<{ results?: Array<{ id: string; issuer?: { id?: number | string } }> }>;
  createCardToken(input: {
    cardNumber: string; cardholderName: string; cardExpirationMonth: string; cardExpirationYear: string; securityCode: string;
  }): Promise<{ id: string }>;
}
type MercadoPagoConstructor = new (publicKey: string, options: { locale: string }) => MercadoPagoInstance;
declare global {
  interface Window {
    MercadoPago?: MercadoPagoConstructor;
  }
}

let loading: Promise<MercadoPagoConstructor> | null = null;

/** Loads MercadoPago.js once; a failed load can be tried again (the next submit). */
function loadMercadoPago(): Promise<MercadoPagoConstructor> {
  if (window.MercadoPago) return Promise.resolve(window.MercadoPago);
  loading ??= new Promise<MercadoPagoConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = MERCADO_PAGO_SDK_URL;
    script.async = true;
    script.onload = () => (window.MercadoPago ? resolve(window.MercadoPago) : reject(new Error(MERCADO_PAGO_UNAVAILABLE)));
    script.onerror = () => {
      script.remove();
      reject(new Error(MERCADO_PAGO_UNAVAILABLE));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Turns the typed card into a Mercado Pago card token with the school's public key. The number
 * and the CVV go from this page to Mercado Pago only; the server gets the token, the brand id,
 * the last four digits and the expiry.
 */
export async function tokenizeWithMercadoPago(publicKey: string, card: CardInput): Promise<CardTokenInput> {
  let mp: MercadoPagoInstance;
  try {
    const MercadoPago = await loadMercadoPago();
    mp = new MercadoPago(publicKey, { locale: 'pt-BR' });
  } catch {
    throw new Error(MERCADO_PAGO_UNAVAILABLE);
  }
  const number = card.number.replace(/\D/g, '');
  let method: { id: string; issuer?: { id?: number | string } } | undefined;
  let token: { id: string };
  try {
    method = (await mp.getPaymentMethods({ bin: number.slice(0, 8) })).results?.[0];
    if (!method) throw new Error(BRAND_NOT_FOUND);
    token = await mp.createCardToken({
      cardNumber: number, cardholderName: card.holderName, cardExpirationMonth: String(card.expMonth).padStart(2, '0'),
      cardExpirationYear: String(card.expYear), securityCode: card.cvv,
    });
  } catch (error) {
    throw new Error(error instanceof Error && error.message === BRAND_NOT_FOUND ? BRAND_NOT_FOUND : CARD_NOT_ACCEPTED);
  }
  return {
    token: token.id, paymentMethodId: method.id, issuerId: method.issuer?.id === undefined ? null : String(method.issuer.id),
    last4: number.slice(-4), holderName: card.holderName, expMonth: Number(card.expMonth), expYear: Number(card.expYear),
  };
}

/**
 * The card as the server takes it from the provider in use: as typed (sandbox), or a Mercado
 * Pago token made here (the number and the CVV never leave for the server). Throws an Error
 * with the Portuguese message to show.
 */
export async function cardForProvider(provider: PaymentProviderInfo, card: CardInput): Promise<{ card: CardInput } | { cardToken: CardTokenInput }> {
  if (provider.cardEntry !== 'browser-token') return { card };
  if (!provider.publicKey) throw new Error('Pagamento com cartão indisponível no momento. Pague com Pix ou boleto.');
  return { cardToken: await tokenizeWithMercadoPago(provider.publicKey, card) };
}

/**
 * The provider in use and `prepare(card)`: the card as the server takes it, or null after
 * `onError` got the Portuguese message (the script did not load, the card was not accepted…).
 * `tokenizing` is true while Mercado Pago makes the token (the form shows it as pending).
 */
export function useCardForProvider(onError: (message: string) => void) {
  const provider = usePaymentProvider().data;
  const [tokenizing, setTokenizing] = useState(false);
  async function prepare(card: CardInput): Promise<Awaited<ReturnType<typeof cardForProvider>> | null> {
    if (!provider) return null;
    setTokenizing(true);
    try {
      return await cardForProvider(provider, card);
    } catch (e) {
      onError(e instanceof Error ? e.message : String(e));
      return null;
    } finally {
      setTokenizing(false);
    }
  }
  return { provider, tokenizing, prepare };
}

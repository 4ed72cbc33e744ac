import { z } from 'zod';
import { defineEndpoint, OkSchema } from './endpoint.ts';

// Notifications of a real payment provider (docs/decisions/mercado-pago-provider.md). Only
// what the provider signs is believed: for Mercado Pago, the payment id in the address
// (`data.id`), the `x-request-id` header and the time in `x-signature`; the body is read
// for nothing, and the payment itself is fetched from the provider's API.

export const MercadoPagoNotificationQuerySchema = z.object({
  'data.id': z.string().max(64).optional(),
  type: z.string().max(40).optional(),
});

/** The documented notification body (`{action, api_version, data: {id}, type, …}`); nothing in it is trusted. */
export const MercadoPagoNotificationBodySchema = z
  .object({
    action: z.string().max(60).optional(),
    type: z.string().max(40).optional(),
    data: z.object({ id: z.union([z.string().max(64), z.number()]).optional() }).optional(),
  })
  .passthrough();

export const paymentProviderEndpoints = {
  mercadoPagoWebhook: defineEndpoint({
    method: 'POST', path: '/api/billing/webhooks/mercadopago', access: 'public',
    summary:
      'Notificação do Mercado Pago (só com PAYMENT_PROVIDER=mercadopago). Exige x-signature (ts=…,v1=…: HMAC-SHA256 da assinatura secreta sobre id:<data.id>;request-id:<x-request-id>;ts:<ts>;, janela de 5 minutos); o pagamento é consultado na API do Mercado Pago.',
    query: MercadoPagoNotificationQuerySchema, body: MercadoPagoNotificationBodySchema, response: OkSchema,
    conflict: 'A mesma notificação assinada já foi recebida (repetição).',
  }),
};

import type { AppContext } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { sha256 } from '#server/lib/ids';
import { findPaymentByReference } from '../billing.repository.ts';
import { confirmProviderPayment } from '../charges.service.ts';
import { confirmUnansweredCardCharge } from '../payment-settlement.ts';
import { verifyMercadoPagoSignature, type NotificationVerification } from './mercado-pago.ts';
import { activeMercadoPago } from './mercado-pago-provider.ts';
import { claimNotification, releaseNotification } from './provider-notifications.repository.ts';

const REASONS: Record<Extract<NotificationVerification, { ok: false }>['reason'], string> = {
  ausente: 'ausente',
  malformada: 'malformada',
  'fora-da-janela': 'fora da janela de 5 minutos',
  invalida: 'inválida',
};

/**
 * Mercado Pago's notification (POST to MERCADO_PAGO_WEBHOOK_PATH?data.id=…&type=payment).
 * Its signature covers only the payment id of the address, the request id and the time, not
 * the body: so nothing of the body is believed. The signature is checked first (constant
 * time, 5-minute window), the delivery is claimed once (a replay is refused), and the payment
 * is read back from Mercado Pago's API with the school's token: only an `approved` payment
 * there confirms the charge, with the amount Mercado Pago says was paid.
 */
export async function receiveMercadoPagoNotification(
  ctx: AppContext,
  input: { signature: string | undefined; requestId: string | undefined; dataId: string | undefined; type: string | undefined },
): Promise<{ ok: true }> {
  const provider = activeMercadoPago();
  // Without Mercado Pago in use there is no secret: no notification can be authentic.
  if (!provider) throw new AppError('unauthenticated', 'O Mercado Pago não é o provedor de pagamento desta escola.');
  const now = ctx.clock.now();
  const verified = verifyMercadoPagoSignature({
    secret: provider.webhookSecret, signature: input.signature, requestId: input.requestId, dataId: input.dataId, nowSeconds: Math.floor(now.getTime() / 1000),
  });
  if (!verified.ok) throw new AppError('unauthenticated', `Assinatura do Mercado Pago ${REASONS[verified.reason]}.`);
  // Other topics (merchant orders, chargebacks, …) are not charges of this platform.
  if (input.type !== 'payment') return { ok: true };

  const claim = sha256(['mercadopago', input.requestId, verified.timestamp, verified.dataId].join('|'));
  if (!(await claimNotification(ctx.db, { id: claim, provider: 'mercadopago', providerReference: verified.dataId, receivedAt: now }))) {
    throw new AppError('conflict', 'Notificação do Mercado Pago já recebida.');
  }
  try {
    const payment = await provider.client.getPayment(verified.dataId);
    if (await findPaymentByReference(ctx.db, payment.reference)) {
      if (payment.status === 'pago') await confirmProviderPayment(ctx, { reference: payment.reference, paidCents: payment.paidCents, transactionId: verified.dataId });
      return { ok: true };
    }
    // A card charge whose answer never reached the checkout (503) carries its key as external_reference:
    // applied or refunded now. Otherwise a payment no charge here issued (a sale elsewhere): nothing to do.
    if (payment.status === 'pago' && payment.externalReference) {
      await confirmUnansweredCardCharge(ctx, { providerKey: payment.externalReference, reference: payment.reference, paidCents: payment.paidCents });
    }
    return { ok: true };
  } catch (error) {
    await releaseNotification(ctx.db, claim);
    throw error;
  }
}

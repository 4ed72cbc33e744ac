import type { FastifyRequest } from 'fastify';
import { billingEndpoints } from '#contracts/billing';
import { paymentProviderEndpoints } from '#contracts/payment-providers';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import * as billing from './billing.service.ts';
import { WEBHOOK_SIGNATURE_HEADER } from './payment-codes/webhook-signature.ts';
import { receiveMercadoPagoNotification } from './providers/mercado-pago-webhook.ts';

/** Signed-in calls are limited per account (the session hook runs before the limiter). */
const perUser = (req: FastifyRequest) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`);

export async function billingRoutes(app: AppInstance) {
  const { ctx } = app;

  route(app, billingEndpoints.plans, async () => billing.listPlans(ctx));
  route(app, billingEndpoints.paymentProvider, async () => billing.paymentProviderInfo());

  // Public (visitors price a coupon before they have an account), so rate-limited
  // against guessing codes.
  route(app, billingEndpoints.checkCoupon, async (req) => billing.checkCoupon(ctx, req.user?.id ?? null, req.body), {
    rateLimit: { max: 30, timeWindow: '1 minute' },
  });

  route(
    app,
    billingEndpoints.signUp,
    async (req) => billing.signUpStudent(ctx, req.body),
    // Same budget as sign-in (LOGIN_RATE_LIMIT_PER_MINUTE): both guard account credentials.
    { rateLimit: { max: ctx.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
  );

  route(app, billingEndpoints.access, async (req) => ({ access: await billing.getAccess(ctx, req.user.id) }));
  route(app, billingEndpoints.subscription, async (req) => ({ subscription: await billing.getSubscription(ctx, req.user.id) }));
  route(app, billingEndpoints.checkout, async (req) => billing.checkout(ctx, req.user.id, req.body), {
    rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perUser },
  });
  route(app, billingEndpoints.changePlan, async (req) => billing.changePlan(ctx, req.user.id, req.body.planId));
  route(app, billingEndpoints.cancel, async (req) => billing.cancelSubscription(ctx, req.user.id));
  route(app, billingEndpoints.resume, async (req) => billing.resumeSubscription(ctx, req.user.id));
  route(app, billingEndpoints.payments, async (req) => billing.listPayments(ctx, req.user.id));

  route(app, billingEndpoints.receipt, async (req, reply) => {
    const { receiptNumber, pdf } = await billing.renderReceipt(ctx, req.user.id, req.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="nota-fiscal-${receiptNumber}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });

  route(app, billingEndpoints.instalments, async (req) => billing.listInstalmentOptions(ctx, req.user?.id ?? null, req.query), {
    rateLimit: { max: 60, timeWindow: '1 minute' },
  });
  route(app, billingEndpoints.createCharge, async (req) => billing.issueCharge(ctx, req.user.id, req.body), {
    rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perUser },
  });
  route(app, billingEndpoints.charge, async (req) => billing.getCharge(ctx, req.user.id, req.params.id));
  route(app, billingEndpoints.simulateChargePayment, async (req) => billing.simulateChargePayment(ctx, req.user.id, req.params.id), {
    rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perUser },
  });
  route(app, billingEndpoints.boletoPdf, async (req, reply) => {
    const { fileName, pdf } = await billing.renderBoleto(ctx, req.user.id, req.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
  // The provider's webhook signs the raw body: this route alone keeps it (its own JSON parser),
  // and skips the CSRF header (a server-to-server call; the HMAC signature is the check).
  await app.register(async (hooks) => {
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      (req as typeof req & { rawBody?: string }).rawBody = String(body);
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error('Corpo JSON inválido.'), { statusCode: 400 }), undefined);
      }
    });
    route(
      hooks as AppInstance,
      billingEndpoints.webhook,
      async (req) => billing.receiveWebhook(ctx, (req as typeof req & { rawBody?: string }).rawBody ?? '', req.headers[WEBHOOK_SIGNATURE_HEADER] as string | undefined),
      // Open during maintenance: the provider's money already moved, and a refused
      // notification would only be retried later (docs/decisions/maintenance-closes-streams-and-public-writes.md).
      { csrf: 'signed-webhook', rateLimit: { max: 120, timeWindow: '1 minute' }, allowDuringMaintenance: true },
    );
  });

  // Mercado Pago's notifications (401 unless it is the provider in use): signed, not CSRF-protected, open during maintenance.
  route(
    app,
    paymentProviderEndpoints.mercadoPagoWebhook,
    async (req) =>
      receiveMercadoPagoNotification(ctx, {
        signature: req.headers['x-signature'] as string | undefined, requestId: req.headers['x-request-id'] as string | undefined,
        dataId: req.query['data.id'], type: req.query.type ?? req.body.type,
      }),
    { csrf: 'signed-webhook', rateLimit: { max: 120, timeWindow: '1 minute' }, allowDuringMaintenance: true },
  );

  route(app, billingEndpoints.updatePaymentMethod, async (req) => billing.updatePaymentMethod(ctx, req.user.id, req.body), {
    rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perUser },
  });
  route(app, billingEndpoints.updatePayerAddress, async (req) => billing.updatePayerAddress(ctx, req.user.id, req.body), {
    rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perUser },
  });
  // Renewals run in the background too, so a subscription due soon is charged before its
  // period ends even if its student never opens the billing pages.
  app.scheduler.every('renovações de assinaturas', billing.RENEWAL_CHECK_INTERVAL_MS, () => billing.settleDueSubscriptions(ctx, undefined, app.log));
  // Every payment received ends applied or refunded: once a day, those in neither state are
  // settled again and the rest written down for the admin's financial report.
  app.scheduler.every('conciliação de pagamentos', billing.RECONCILIATION_INTERVAL_MS, () => billing.reconcileReceivedPayments(ctx));
  // A card checkout left pending by a server that stopped while the card was at the provider:
  // the provider is asked for the charge and its answer applied, so the student can pay again.
  app.scheduler.every('pagamentos com cartão pendentes', billing.CARD_CHECKOUT_SWEEP_INTERVAL_MS, () => billing.settleStuckCardCheckouts(ctx));
  // A saved card the provider failed to delete (replaced, or its owner erased) is asked again
  // until it goes: an erased person's card must not stay at the processor.
  app.scheduler.every('cartões a excluir no provedor', billing.CARD_DELETION_RETRY_INTERVAL_MS, () => billing.retryCardDeletions(ctx));
}

import type { FastifyRequest } from 'fastify';
import { billingEndpoints } from '#contracts/billing';
import type { AppInstance } from '#server/context';
import { MINUTE_MS } from '#server/lib/clock';
import { route } from '#server/plugins/route';
import { isSecureRequest, setSessionCookie } from '#server/plugins/session';
import * as billing from './billing.service.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** How often due renewals are charged in the background (besides lazily on each read). */
const RENEWAL_CHECK_INTERVAL_MS = 10 * MINUTE_MS;

/** Signed-in calls are limited per account (the session hook runs before the limiter). */
const perUser = (req: FastifyRequest) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`);

export async function billingRoutes(app: AppInstance) {
  const { ctx } = app;

  route(app, billingEndpoints.plans, async () => billing.listPlans(ctx));

  // Public (visitors price a coupon before they have an account), so rate-limited
  // against guessing codes.
  route(app, billingEndpoints.checkCoupon, async (req) => billing.checkCoupon(ctx, req.user?.id ?? null, req.body), {
    rateLimit: { max: 30, timeWindow: '1 minute' },
  });

  route(
    app,
    billingEndpoints.signUp,
    async (req, reply) => {
      const { token, user } = await billing.signUpStudent(ctx, req.body);
      setSessionCookie(reply, token, isSecureRequest(req));
      return user;
    },
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
    const { payment, user, platformName, supportEmail } = await billing.getReceiptData(ctx, req.user.id, req.params.id);
    const pdf = await renderReceiptPdf({
      platformName,
      supportEmail,
      receiptNumber: payment.receiptNumber!,
      issuedAt: payment.createdAt,
      customerName: user.name,
      customerEmail: user.email,
      planName: payment.planName,
      periodStart: payment.periodStart,
      periodEnd: payment.periodEnd,
      listPriceCents: payment.listPriceCents,
      discountCents: payment.discountCents,
      couponCode: payment.couponCode ?? null,
      amountCents: payment.amountCents,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      providerReference: payment.providerReference,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="nota-fiscal-${payment.receiptNumber}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });

  route(app, billingEndpoints.updatePaymentMethod, async (req) => billing.updatePaymentMethod(ctx, req.user.id, req.body), {
    rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perUser },
  });
  route(app, billingEndpoints.contactSupport, async (req) => billing.contactSupport(ctx, req.user.id, req.body), {
    rateLimit: { max: 5, timeWindow: '1 minute', keyGenerator: perUser },
  });

  // Renewals also run in the background, so a subscription due soon is charged before
  // its period ends even if its student never opens the billing pages.
  const runRenewals = () =>
    billing.settleDueSubscriptions(ctx).catch((error: unknown) => app.log.error({ err: error }, 'renovação de assinaturas falhou'));
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await runRenewals();
    timer = setInterval(runRenewals, RENEWAL_CHECK_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

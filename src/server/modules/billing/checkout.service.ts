import type { CheckoutResult, SignUpResult } from '#contracts/billing';
import type { AppContext } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { formatDatePtBR } from '#server/lib/format';
import { newId, sha256 } from '#server/lib/ids';
import { hashPassword } from '#server/lib/passwords';
import { emailVerificationLinkOf, issueEmailVerificationLink } from '#server/modules/auth/auth.service';
import { createNotification } from '#server/modules/notifications/notifications.service';
import { createStudent, getUserContact } from '#server/modules/users/users.service';
import { addMonths } from './billing-dates.ts';
import { CHECKOUT_RECEIPT_SUBJECT, signUpConfirmationEmail } from './billing-emails.ts';
import * as repo from './billing.repository.ts';
import type { CheckoutSessionRow, SubscriptionRow } from './billing.repository.ts';
import { paymentMethodRow, toCardDetails, type CardInput } from './cards.ts';
import { paymentProvider, providerIdempotencyKey, type BrowserCardToken } from './payment-provider.ts';
import { instalmentOf, quoteCoupon, requireActivePlan } from './plans.service.ts';
import { receiptNumberFor, sendReceiptMail, toPayment } from './receipts.service.ts';
import { buildSubscription, currentSubscription, hasAccess } from './subscriptions.service.ts';

// The way in: a visitor's sign-up, then paying a plan to start the subscription.

type SignUpInput = { name: string; email: string; password: string; planId?: string; couponCode?: string };

export const SIGN_UP_SENT = 'Enviamos um e-mail para confirmar seu cadastro. Abra o link recebido (válido por 24 horas) para continuar a assinatura.';

/**
 * Sign-up at checkout (issue 10 item 7): the same answer, after the same work, whether the
 * address is free or taken, so that it cannot tell who has an account. A free address gets
 * an unconfirmed student account and a link that confirms it, opens the session and goes
 * back to this plan's checkout; the owner of a taken one is told by e-mail (users module).
 * No session is opened here either way. Both branches hash the password once (argon2 is
 * what costs) and send one e-mail.
 */
export async function signUpStudent(ctx: AppContext, input: SignUpInput): Promise<SignUpResult> {
  const outcome = await createStudent(ctx, input);
  if (outcome.status === 'email-taken') {
    await hashPassword(input.password); // the created branch hashed it: the same cost
  } else {
    const { user } = outcome;
    const next = input.planId ? checkoutPathOf(input.planId, input.couponCode) : undefined;
    const link = await issueEmailVerificationLink(ctx, user, next);
    const { platform } = await ctx.settings.get();
    await ctx.mailer.send({ to: user.email, ...signUpConfirmationEmail(platform.platformName, user.name, link), secretLink: emailVerificationLinkOf(user, link, next) });
  }
  return { ok: true, email: input.email.toLowerCase(), message: SIGN_UP_SENT };
}

/** The web app's checkout of a plan, with the coupon the visitor had applied (same-site path). */
function checkoutPathOf(planId: string, couponCode?: string) {
  const path = `/assinatura/checkout/${encodeURIComponent(planId)}`;
  return couponCode ? `${path}?cupom=${encodeURIComponent(couponCode)}` : path;
}

type CheckoutInput = { planId: string; couponCode?: string; card?: CardInput; cardToken?: BrowserCardToken; instalments?: number; idempotencyKey: string };

/** What identifies "the same request" for a key: never the full card number. */
function requestHashOf(input: CheckoutInput): string {
  const card = input.card ? [input.card.number.slice(-4), input.card.expMonth, input.card.expYear] : [input.cardToken?.last4, input.cardToken?.expMonth, input.cardToken?.expYear];
  return sha256(JSON.stringify([input.planId, input.couponCode ?? '', ...card, input.instalments ?? 1]));
}

/** The card as the provider takes it: typed in the platform's form (sandbox) or tokenized in the browser (Mercado Pago). */
function cardOf(input: CheckoutInput, now: Date) {
  if (input.cardToken) return { tokenized: paymentProvider.acceptCardToken(input.cardToken, now), holderName: input.cardToken.holderName };
  if (!input.card) throw new AppError('bad-request', 'Informe os dados do cartão.');
  return { tokenized: paymentProvider.tokenizeCard(toCardDetails(input.card), now), holderName: input.card.holderName };
}

async function replayCheckout(ctx: AppContext, userId: string, session: CheckoutSessionRow, requestHash: string): Promise<CheckoutResult> {
  if (session.requestHash !== requestHash) {
    throw new AppError('conflict', 'Esta chave de idempotência já foi usada em outro pedido. Recarregue a página e tente novamente.');
  }
  if (session.outcome === 'declined' || !session.paymentId) {
    throw new AppError('bad-request', session.message ?? 'Pagamento recusado.');
  }
  const payment = await repo.getPayment(ctx.db, session.paymentId);
  const sub = await repo.findSubscriptionOfPayment(ctx.db, payment.id);
  return { payment: toPayment(payment), subscription: await buildSubscription(ctx.db, sub, ctx.clock.now()), replayed: true };
}

/** 409 for a student who already has a current subscription (`current` when known, for the cancelled case). */
function currentSubscriptionConflict(current: SubscriptionRow | undefined): AppError {
  return new AppError(
    'conflict',
    current?.status === 'canceled'
      ? `Sua assinatura foi cancelada, mas continua ativa até ${formatDatePtBR(current.currentPeriodEnd)}. Reative-a em Minha Assinatura.`
      : 'Você já possui uma assinatura ativa. Para trocar de plano, use "Mudar Plano" em Minha Assinatura.',
  );
}

/**
 * Pays a plan and starts the subscription. The (student, idempotency key) row is written
 * first in the same transaction, so a replayed or concurrent request with the same key
 * can never charge or record twice: it gets the stored outcome back. A concurrent request
 * with another key is stopped by the one-current-subscription index before it charges.
 *
 * The card charge sits inside the transaction, after the claim: that is what makes two
 * checkouts at the same moment charge once (the loser waits on the claim and charges nothing).
 * A real provider is called there with an idempotency key derived from the request's, so a
 * retry after a rollback gets the same payment back instead of a second one
 * (docs/decisions/mercado-pago-provider.md). Pix and boleto, which move no money when issued,
 * are issued outside any transaction (charges.service.ts).
 */
export async function checkout(ctx: AppContext, userId: string, input: CheckoutInput): Promise<CheckoutResult> {
  const requestHash = requestHashOf(input);
  const earlier = await repo.findCheckoutSession(ctx.db, userId, input.idempotencyKey);
  if (earlier) return replayCheckout(ctx, userId, earlier, requestHash);

  await currentSubscription(ctx, userId); // settles a due period before the one below is judged
  const now = ctx.clock.now();
  const plan = await requireActivePlan(ctx.db, input.planId);
  const contact = await getUserContact(ctx, userId);
  const payer = { email: contact.email, name: contact.name };

  let outcome: { kind: 'approved'; paymentId: string; subscription: SubscriptionRow; announce: () => Promise<void> } | { kind: 'declined'; message: string };
  try {
    outcome = await ctx.db.transaction().execute(async (trx) => {
      const sessionId = newId();
      await repo.insertCheckoutSession(trx, {
        id: sessionId, userId, idempotencyKey: input.idempotencyKey, requestHash, outcome: 'succeeded', paymentId: null, message: null, createdAt: now.toISOString(),
      });

      const current = await repo.findLatestSubscription(trx, userId);
      if (current && hasAccess(current, now)) throw currentSubscriptionConflict(current);

      const priced = input.couponCode ? await quoteCoupon(trx, input.couponCode, plan, now, userId) : null;
      const listPriceCents = plan.billingPriceCents;
      const discountCents = priced?.quote.discountCents ?? 0;
      const netCents = listPriceCents - discountCents;
      // Card instalments: interest-free up to the plan's count; above it the total carries the interest.
      const instalment = netCents > 0 && (input.instalments ?? 1) > 1 ? instalmentOf(plan, netCents, input.instalments ?? 1) : null;
      const amountCents = instalment ? instalment.totalCents : netCents;
      const interestCents = instalment ? instalment.interestCents : 0;
      const instalments = instalment ? instalment.count : 1;

      const { tokenized, holderName } = cardOf(input, now);
      if (!tokenized.ok) throw new AppError('bad-request', tokenized.message);

      // Claim the one current subscription BEFORE charging: a concurrent checkout with
      // another key waits on the unique index and loses here, having charged nothing.
      const periodEnd = addMonths(now, plan.periodMonths).toISOString();
      const subscription = await repo.claimSubscription(trx, {
        id: newId(), userId, planId: plan.id, status: 'active', startedAt: now.toISOString(), currentPeriodStart: now.toISOString(),
        currentPeriodEnd: periodEnd, pendingPlanId: null, createdAt: now.toISOString(), updatedAt: now.toISOString(),
      });
      if (!subscription) throw currentSubscriptionConflict(undefined);

      const paymentId = newId();
      const charge =
        amountCents === 0
          ? ({ status: 'approved', reference: null } as const)
          : await paymentProvider.charge({
              card: tokenized, amountCents, description: `Assinatura EduIA — Plano ${plan.name}`, instalments, payer,
              idempotencyKey: providerIdempotencyKey('checkout', userId, input.idempotencyKey), now,
            });

      const base = {
        id: paymentId, userId, planId: plan.id, kind: 'checkout' as const, listPriceCents, monthsCovered: plan.periodMonths,
        cardBrand: tokenized.brand, cardLast4: tokenized.last4, provider: paymentProvider.name, createdAt: now.toISOString(),
        method: 'card' as const, instalments, interestCents, expiresAt: null, pixPayload: null, boletoBarcode: null,
      };

      if (charge.status === 'declined') {
        await repo.deleteSubscription(trx, subscription.id); // the claim, released
        // Kept for the record (history shows it as 'Recusado'); the coupon is not used up.
        await repo.insertPayment(trx, {
          ...base, subscriptionId: null, status: 'recusado', discountCents, amountCents, couponId: priced?.coupon.id ?? null,
          periodStart: null, periodEnd: null, providerReference: null, failureReason: charge.message, receiptNumber: null,
        });
        await repo.updateCheckoutSession(trx, sessionId, { outcome: 'declined', paymentId, message: charge.message });
        return { kind: 'declined' as const, message: charge.message };
      }

      if (priced && !(await repo.takeCouponUse(trx, priced.coupon.id))) {
        throw new AppError('bad-request', 'Este cupom atingiu o limite de usos.');
      }

      await repo.insertPayment(trx, {
        ...base, subscriptionId: subscription.id, status: 'pago', paidAt: now.toISOString(), discountCents, amountCents, couponId: priced?.coupon.id ?? null,
        periodStart: now.toISOString(), periodEnd, providerReference: charge.reference, failureReason: null, receiptNumber: receiptNumberFor(paymentId, now),
      });
      if (priced) {
        await repo.insertCouponRedemption(trx, { id: newId(), couponId: priced.coupon.id, userId, paymentId, createdAt: now.toISOString() });
      }
      await repo.upsertPaymentMethod(trx, paymentMethodRow(userId, tokenized, holderName, now));
      await repo.updateCheckoutSession(trx, sessionId, { paymentId });
      const { announce } = await createNotification(
        ctx,
        {
          userId,
          type: 'billing',
          title: 'Pagamento confirmado', hasOwnEmail: true,
          description: `Sua assinatura do Plano ${plan.name} está ativa. Todos os cursos premium foram liberados.`,
          link: '/aluno/assinatura',
        },
        trx,
      );
      return { kind: 'approved' as const, paymentId, subscription, announce };
    });
  } catch (error) {
    // A concurrent request with the same key committed first: answer with its outcome.
    if (!(error instanceof AppError)) {
      const winner = await repo.findCheckoutSession(ctx.db, userId, input.idempotencyKey);
      if (winner) return replayCheckout(ctx, userId, winner, requestHash);
    }
    throw error;
  }

  if (outcome.kind === 'declined') throw new AppError('bad-request', outcome.message);
  await outcome.announce();
  const payment = await repo.getPayment(ctx.db, outcome.paymentId);
  await sendReceiptMail(ctx, payment, CHECKOUT_RECEIPT_SUBJECT);
  return { payment: toPayment(payment), subscription: await buildSubscription(ctx.db, outcome.subscription, now), replayed: false };
}

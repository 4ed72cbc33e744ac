import type { Payment, PaymentMethod, Subscription } from '#contracts/billing';
import { SUBSCRIPTION_STATUS_LABELS } from '#contracts/billing';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import { formatDatePtBR } from '#server/lib/format';
import { createNotification } from '#server/modules/notifications/notifications.service';
import { getUserContact } from '#server/modules/users/users.service';
import { wholeMonthsBetween } from './billing-dates.ts';
import { canceledEmail } from './billing-emails.ts';
import * as repo from './billing.repository.ts';
import type { PayerAddressRow, PaymentMethodRow, PaymentRow, PlanRow, SubscriptionRow } from './billing.repository.ts';
import { forgetSavedCard, paymentMethodRow, savedCardAtProvider, savedForRenewals, storedCardOf, toCardDetails, toPaymentMethod, type CardInput } from './cards.ts';
import { toPayerAddress } from './payer-addresses.ts';
import { paymentProvider, type BrowserCardToken } from './payment-provider.ts';
import { monthlyReferenceCents, planFeatures, requireActivePlan } from './plans.service.ts';
import { toPayment } from './receipts.service.ts';
import { settleDueSubscriptions } from './renewals.service.ts';
import { refundOwedGuarantee } from './guarantee-refunds.ts';
import { hasAccess } from './subscription-access.ts';

// The student's subscription: reading it (with its payments), changing plan, cancelling,
// reactivating, and the card on file.

type SubscriptionAccess = 'active' | 'expired' | 'none';

export { hasAccess };

const accessOf = (sub: SubscriptionRow | undefined, now: Date): SubscriptionAccess => (!sub ? 'none' : hasAccess(sub, now) ? 'active' : 'expired');

/**
 * The subscription read path, and the ONE place where a student's due renewal or expiry is
 * settled on demand: the scheduler settles everyone every RENEWAL_CHECK_INTERVAL_MS, this
 * makes a read correct between two runs (docs/decisions/renewals-and-grace-period.md). Every read and write of a
 * student's subscription or payments starts here.
 */
export async function currentSubscription(ctx: AppContext, userId: string): Promise<SubscriptionRow | undefined> {
  await settleDueSubscriptions(ctx, userId);
  return repo.findLatestSubscription(ctx.db, userId);
}

/**
 * Whether a student may open premium courses now (courses and exams ask): 'expired' for the
 * expired overlay, 'none' for the premium overlay. Read without settling, so the catalogue
 * stays one query: a period that has not ended is access, whatever the renewal will do.
 */
export async function getSubscriptionAccess(db: Db, userId: string, now: Date): Promise<SubscriptionAccess> {
  return accessOf(await repo.findLatestSubscription(db, userId), now);
}

function planRef(plan: PlanRow) {
  return {
    id: plan.id,
    name: plan.name,
    periodMonths: plan.periodMonths,
    billingPriceCents: plan.billingPriceCents,
    monthlyPriceCents: plan.monthlyPriceCents,
    features: planFeatures(plan),
  };
}

/**
 * Total savings against paying month by month (docs/decisions/subscription-page-figures.md):
 * Σ over the student's paid payments of (monthly price × months covered − amount paid).
 */
function savingsOf(paid: Array<{ monthsCovered: number; amountCents: number }>, referenceMonthlyCents: number): number {
  const total = paid.reduce((sum, p) => sum + (referenceMonthlyCents * p.monthsCovered - p.amountCents), 0);
  return Math.max(0, total);
}

/**
 * The 7-day guarantee (spec: "All plans carry a 7-day guarantee"): cancelling this long after
 * the first payment refunds it in full, once per student (docs/decisions/refunds-and-the-seven-day-guarantee.md):
 * a student already refunded by it has no guarantee on a later purchase.
 */
export const GUARANTEE_DAYS = 7;

/** The first payment, while the guarantee still covers it (access current, guarantee never used). */
async function guaranteedPayment(db: Db, sub: SubscriptionRow, now: Date) {
  if (!hasAccess(sub, now)) return null;
  if (await repo.hasUsedGuarantee(db, sub.userId)) return null;
  const first = await repo.findFirstPaymentOfSubscription(db, sub.id);
  if (!first || first.amountCents <= 0) return null;
  const until = new Date(new Date(first.paidAt ?? first.createdAt).getTime() + GUARANTEE_DAYS * 24 * 3600_000);
  return now < until ? { payment: first, until } : null;
}

/** How the next renewal is charged (renewals.service.ts decides the same way). */
function renewsByOf(paidWith: SubscriptionRow['paymentMethod'], method: PaymentMethodRow | null, address: PayerAddressRow | null): Subscription['renewsBy'] {
  if (paidWith === 'card') return paymentProvider.renewsByCard(method ? storedCardOf(method) : null) ? 'card' : 'pix';
  if (paidWith === 'boleto' && paymentProvider.boletoNeedsAddress && !address) return 'pix';
  return paidWith;
}

export async function buildSubscription(db: Db, sub: SubscriptionRow, now: Date): Promise<Subscription> {
  const [plans, method, address, paid, guarantee] = await Promise.all([
    repo.listAllPlans(db), repo.findPaymentMethod(db, sub.userId), repo.findPayerAddress(db, sub.userId), repo.listPaidAmounts(db, sub.userId), guaranteedPayment(db, sub, now),
  ]);
  const plan = plans.find((p) => p.id === sub.planId);
  // subscriptions.plan_id is a foreign key: a missing plan is a broken database, not a user error.
  if (!plan) throw new Error(`Subscription ${sub.id} refers to a missing plan.`);
  const pending = plans.find((p) => p.id === sub.pendingPlanId) ?? null;
  const renews = sub.status === 'active' && sub.cancelAtPeriodEnd === 0;
  const nextPlan = pending ?? plan;
  return {
    id: sub.id,
    status: sub.status,
    statusLabel: SUBSCRIPTION_STATUS_LABELS[sub.status],
    plan: planRef(plan),
    pendingPlan: pending ? planRef(pending) : null,
    startedAt: sub.startedAt,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd === 1,
    hasAccess: hasAccess(sub, now),
    nextChargeAt: renews ? sub.currentPeriodEnd : null,
    nextChargeCents: renews ? nextPlan.billingPriceCents : null,
    memberMonths: wholeMonthsBetween(new Date(sub.startedAt), now),
    totalSavingsCents: savingsOf(paid, monthlyReferenceCents(plans)),
    paymentMethod: method ? toPaymentMethod(method) : null,
    payerAddress: address ? toPayerAddress(address) : null,
    paidWith: sub.paymentMethod,
    renewsBy: renewsByOf(sub.paymentMethod, method ?? null, address ?? null),
    guarantee: guarantee ? { until: guarantee.until.toISOString(), refundCents: guarantee.payment.amountCents } : null,
  };
}

export async function getSubscription(ctx: AppContext, userId: string): Promise<Subscription | null> {
  const sub = await currentSubscription(ctx, userId);
  return sub ? buildSubscription(ctx.db, sub, ctx.clock.now()) : null;
}

export async function getAccess(ctx: AppContext, userId: string): Promise<SubscriptionAccess> {
  return accessOf(await currentSubscription(ctx, userId), ctx.clock.now());
}

export async function listPayments(ctx: AppContext, userId: string): Promise<Payment[]> {
  await currentSubscription(ctx, userId); // a renewal due now is in the list
  return (await repo.listPaymentsOfUser(ctx.db, userId)).map(toPayment);
}

async function requireCurrentSubscription(ctx: AppContext, userId: string): Promise<SubscriptionRow> {
  const sub = await currentSubscription(ctx, userId);
  if (!sub) throw new AppError('not-found', 'Você ainda não possui uma assinatura.');
  if (!hasAccess(sub, ctx.clock.now())) {
    throw new AppError('bad-request', 'Sua assinatura expirou. Escolha um plano para assinar novamente.');
  }
  return sub;
}

export async function changePlan(ctx: AppContext, userId: string, planId: string): Promise<Subscription> {
  const sub = await requireCurrentSubscription(ctx, userId);
  if (sub.status === 'canceled') throw new AppError('bad-request', 'Reative a assinatura antes de mudar de plano.');
  const plan = await requireActivePlan(ctx.db, planId);
  const now = ctx.clock.now();
  // Choosing the current plan again undoes a scheduled change.
  const pendingPlanId = plan.id === sub.planId ? null : plan.id;
  if (pendingPlanId === sub.pendingPlanId) return buildSubscription(ctx.db, sub, now);
  const updated = await repo.updateSubscription(ctx.db, sub.id, { pendingPlanId, updatedAt: now.toISOString() });
  if (pendingPlanId) {
    await createNotification(ctx, {
      userId,
      type: 'billing',
      title: 'Troca de plano agendada',
      description: `Seu plano muda para ${plan.name} na próxima renovação, em ${formatDatePtBR(sub.currentPeriodEnd)}.`,
      link: '/aluno/assinatura',
    });
  }
  return buildSubscription(ctx.db, updated, now);
}

/**
 * 'Cancelar assinatura'. Within the guarantee: the refund is decided (decideGuaranteeRefund)
 * and then asked of the provider after the transaction (refundOwedGuarantee); otherwise access
 * lasts until the period ends. The subscription row is locked for the whole decision
 * (PostgreSQL; SQLite runs one write transaction at a time), so parallel cancels take turns:
 * the first one refunds or cancels and tells the student; the others find it done (409) and
 * send nothing.
 */
export async function cancelSubscription(ctx: AppContext, userId: string): Promise<Subscription> {
  const read = await requireCurrentSubscription(ctx, userId);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const sub = await repo.lockSubscription(trx, read.id);
    if (!sub || !hasAccess(sub, now)) throw new AppError('conflict', 'A assinatura já foi encerrada.');
    const guarantee = await guaranteedPayment(trx, sub, now);
    if (guarantee) return { kind: 'refund-owed' as const, paymentId: guarantee.payment.id, updated: await decideGuaranteeRefund(trx, sub, guarantee.payment, now) };
    if (sub.status === 'canceled') throw new AppError('conflict', 'A assinatura já está cancelada.');
    const updated = await repo.updateSubscription(trx, sub.id, { status: 'canceled', cancelAtPeriodEnd: 1, pendingPlanId: null, updatedAt: now.toISOString() });
    const until = formatDatePtBR(sub.currentPeriodEnd);
    const { announce } = await createNotification(ctx, {
      userId,
      type: 'billing',
      title: 'Assinatura cancelada', hasOwnEmail: true,
      description: `Você continua com acesso a todos os cursos até ${until}. Não haverá novas cobranças.`,
      link: '/aluno/assinatura',
    }, trx);
    return { kind: 'canceled' as const, updated, announce, until };
  });
  if (outcome.kind === 'refund-owed') {
    try {
      await refundOwedGuarantee(ctx, outcome.paymentId);
    } catch {
      // The decision stands and the money is owed: the daily reconciliation asks again (same key: never twice).
    }
    return buildSubscription(ctx.db, outcome.updated, now);
  }
  await outcome.announce();
  const user = await getUserContact(ctx, userId);
  await ctx.mailer.send({ to: user.email, ...canceledEmail(user.name, outcome.until) });
  return buildSubscription(ctx.db, outcome.updated, now);
}

export async function resumeSubscription(ctx: AppContext, userId: string): Promise<Subscription> {
  const sub = await requireCurrentSubscription(ctx, userId);
  if (sub.status !== 'canceled') throw new AppError('conflict', 'A assinatura já está ativa.');
  const method = await repo.findPaymentMethod(ctx.db, userId);
  if (!method) throw new AppError('bad-request', 'Cadastre um cartão antes de reativar a assinatura.');
  const now = ctx.clock.now();
  const updated = await repo.updateSubscription(ctx.db, sub.id, { status: 'active', cancelAtPeriodEnd: 0, updatedAt: now.toISOString() });
  await createNotification(ctx, {
    userId,
    type: 'billing',
    title: 'Assinatura reativada',
    description: `Sua assinatura será renovada automaticamente em ${formatDatePtBR(sub.currentPeriodEnd)}.`,
    link: '/aluno/assinatura',
  });
  return buildSubscription(ctx.db, updated, now);
}

/** 'Atualizar': replaces the card on file after the provider accepts it. */
export async function updatePaymentMethod(ctx: AppContext, userId: string, input: CardInput | { cardToken: BrowserCardToken }): Promise<PaymentMethod> {
  const now = ctx.clock.now();
  // As at checkout: the sandbox takes the typed card; Mercado Pago, the token MercadoPago.js made of it (the other is refused).
  const tokenized = 'cardToken' in input ? paymentProvider.acceptCardToken(input.cardToken, now) : paymentProvider.tokenizeCard(toCardDetails(input), now);
  if (!tokenized.ok) throw new AppError('bad-request', tokenized.message);
  const holderName = 'cardToken' in input ? input.cardToken.holderName : input.holderName;
  // Saved at the provider for the renewals (Mercado Pago: a card token is used once).
  const [contact, current] = await Promise.all([getUserContact(ctx, userId), repo.findPaymentMethod(ctx.db, userId)]);
  const card = await savedForRenewals(tokenized, { email: contact.email, name: contact.name }, current?.providerCustomerId);
  const stored = await repo.upsertPaymentMethod(ctx.db, paymentMethodRow(userId, card, holderName, now));
  // The card replaced goes from the provider too, only now that the new one is stored.
  const replaced = savedCardAtProvider(current);
  if (replaced && replaced.cardId !== card.cardId) await forgetSavedCard(ctx, replaced, 'cartão substituído');
  return toPaymentMethod(stored);
}

/**
 * Cancelling within 7 days of the first payment, decided in the caller's transaction (the
 * subscription locked; the payment row also claimed by a conditional update): the payment
 * becomes 'reembolsado' (refundedAt, refundReason 'garantia': reports count it, and the
 * guarantee is used) with its refund owed (no refundReference yet), and access ends at once
 * (the subscription expires now). The provider is not called here: a slow one would hold the
 * database's writes for everyone meanwhile (SQLite has one writer).
 */
async function decideGuaranteeRefund(trx: Db, sub: SubscriptionRow, payment: PaymentRow, now: Date): Promise<SubscriptionRow> {
  if (!(await repo.claimRefund(trx, payment.id, now.toISOString(), 'garantia'))) throw new AppError('conflict', 'Este pagamento já foi reembolsado.');
  return repo.updateSubscription(trx, sub.id, {
    status: 'expired', cancelAtPeriodEnd: 1, pendingPlanId: null, currentPeriodEnd: now.toISOString(), updatedAt: now.toISOString(),
  });
}

import type { CheckoutResult, CouponQuote, Payment, PaymentMethod, Plan, Subscription } from '#contracts/billing';
import { PAYMENT_STATUS_LABELS, SUBSCRIPTION_STATUS_LABELS } from '#contracts/billing';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import { addMs, MINUTE_MS } from '#server/lib/clock';
import { newId, sha256 } from '#server/lib/ids';
import { hashPassword } from '#server/lib/passwords';
import { openSession, toSessionUser } from '#server/modules/auth/auth.service';
import { createNotification } from '#server/modules/notifications/notifications.service';
import { addMonths, formatCentsBRL, formatDatePtBR, wholeMonthsBetween } from './billing-dates.ts';
import * as repo from './billing.repository.ts';
import type { CouponRow, PaymentMethodRow, PlanRow, SubscriptionRow } from './billing.repository.ts';
import { paymentProvider, type CardDetails, type StoredCard } from './payment-provider.ts';

/** Renewals are charged up to this long before the period ends, so access never lapses. */
export const RENEWAL_LEAD_MS = 60 * MINUTE_MS;

type PaymentRow = NonNullable<Awaited<ReturnType<typeof repo.findPaymentOfUser>>>;
type Trx = Db;

// ---------- plans ----------

/** The monthly plan's price per month: the reference for savings. */
function monthlyReferenceCents(plans: PlanRow[]): number {
  const monthly = plans.find((p) => p.periodMonths === 1);
  return monthly ? monthly.monthlyPriceCents : Math.max(0, ...plans.map((p) => p.monthlyPriceCents));
}

function toPlan(row: PlanRow, referenceMonthlyCents: number): Plan {
  const fullPrice = referenceMonthlyCents * row.periodMonths;
  const savingsPercent = fullPrice > row.billingPriceCents ? Math.round(((fullPrice - row.billingPriceCents) / fullPrice) * 100) : 0;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    monthlyPriceCents: row.monthlyPriceCents,
    billingPriceCents: row.billingPriceCents,
    originalPriceCents: row.originalPriceCents,
    periodMonths: row.periodMonths,
    features: JSON.parse(row.features) as string[],
    popular: row.popular === 1,
    savingsPercent,
  };
}

export async function listPlans(ctx: AppContext): Promise<Plan[]> {
  const rows = await repo.listActivePlans(ctx.db);
  const reference = monthlyReferenceCents(rows);
  return rows.map((row) => toPlan(row, reference));
}

async function requireActivePlan(db: Db, planId: string): Promise<PlanRow> {
  const plan = await repo.findPlan(db, planId);
  if (!plan || plan.active !== 1) throw new AppError('not-found', 'Plano não encontrado.');
  return plan;
}

// ---------- coupons ----------

function couponLabel(coupon: Pick<CouponRow, 'discountType' | 'discountValue'>): string {
  return coupon.discountType === 'percent' ? `${coupon.discountValue}% de desconto` : `${formatCentsBRL(coupon.discountValue)} de desconto`;
}

/**
 * Checks a coupon against its active flag, validity date and usage limit (and, for a
 * signed-in student, whether they already used it), and prices it for a plan.
 * The code arrives upper-cased by the contract (spec section 5).
 */
async function quoteCoupon(db: Db, code: string, plan: PlanRow, now: Date, userId: string | null): Promise<{ coupon: CouponRow; quote: CouponQuote }> {
  const coupon = await repo.findCouponByCode(db, code.toUpperCase());
  if (!coupon) throw new AppError('bad-request', `Cupom ${code.toUpperCase()} não encontrado.`);
  if (coupon.active !== 1) throw new AppError('bad-request', 'Este cupom não está ativo.');
  if (coupon.validUntil && new Date(coupon.validUntil) < now) {
    throw new AppError('bad-request', `Este cupom expirou em ${formatDatePtBR(coupon.validUntil)}.`);
  }
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) {
    throw new AppError('bad-request', 'Este cupom atingiu o limite de usos.');
  }
  if (userId && (await repo.hasRedeemedCoupon(db, coupon.id, userId))) {
    throw new AppError('bad-request', 'Você já utilizou este cupom.');
  }
  const listPriceCents = plan.billingPriceCents;
  const discountCents =
    coupon.discountType === 'percent'
      ? Math.round((listPriceCents * Math.min(100, coupon.discountValue)) / 100)
      : Math.min(coupon.discountValue, listPriceCents);
  return {
    coupon,
    quote: {
      code: coupon.code,
      discountType: coupon.discountType,
      discountValue: coupon.discountValue,
      label: couponLabel(coupon),
      listPriceCents,
      discountCents,
      totalCents: listPriceCents - discountCents,
    },
  };
}

export async function checkCoupon(ctx: AppContext, userId: string | null, input: { code: string; planId: string }): Promise<CouponQuote> {
  const plan = await requireActivePlan(ctx.db, input.planId);
  return (await quoteCoupon(ctx.db, input.code, plan, ctx.clock.now(), userId)).quote;
}

// ---------- subscription ----------

const hasAccess = (sub: Pick<SubscriptionRow, 'status' | 'currentPeriodEnd'>, now: Date) =>
  sub.status !== 'expired' && new Date(sub.currentPeriodEnd) > now;

const toPaymentMethod = (row: PaymentMethodRow): PaymentMethod => ({
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  holderName: row.holderName,
});

function planRef(plan: PlanRow) {
  return {
    id: plan.id,
    name: plan.name,
    periodMonths: plan.periodMonths,
    billingPriceCents: plan.billingPriceCents,
    monthlyPriceCents: plan.monthlyPriceCents,
  };
}

/**
 * Total savings against paying month by month (docs/decisions.md):
 * Σ over the student's paid payments of (monthly price × months covered − amount paid).
 */
function savingsOf(paid: Array<{ monthsCovered: number; amountCents: number }>, referenceMonthlyCents: number): number {
  const total = paid.reduce((sum, p) => sum + (referenceMonthlyCents * p.monthsCovered - p.amountCents), 0);
  return Math.max(0, total);
}

async function buildSubscription(db: Db, sub: SubscriptionRow, now: Date): Promise<Subscription> {
  const [plans, method, paid] = await Promise.all([repo.listAllPlans(db), repo.findPaymentMethod(db, sub.userId), repo.listPaidAmounts(db, sub.userId)]);
  const byId = new Map(plans.map((p) => [p.id, p]));
  const plan = byId.get(sub.planId)!;
  const pending = sub.pendingPlanId ? byId.get(sub.pendingPlanId) ?? null : null;
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
  };
}

export async function getSubscription(ctx: AppContext, userId: string): Promise<Subscription | null> {
  await settleDueSubscriptions(ctx, userId);
  const sub = await repo.findLatestSubscription(ctx.db, userId);
  return sub ? buildSubscription(ctx.db, sub, ctx.clock.now()) : null;
}

export async function getAccess(ctx: AppContext, userId: string): Promise<'active' | 'expired' | 'none'> {
  await settleDueSubscriptions(ctx, userId);
  const sub = await repo.findLatestSubscription(ctx.db, userId);
  if (!sub) return 'none';
  return hasAccess(sub, ctx.clock.now()) ? 'active' : 'expired';
}

async function requireCurrentSubscription(ctx: AppContext, userId: string): Promise<SubscriptionRow> {
  await settleDueSubscriptions(ctx, userId);
  const sub = await repo.findLatestSubscription(ctx.db, userId);
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
  if (pendingPlanId !== sub.pendingPlanId) {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.updateSubscription(trx, sub.id, { pendingPlanId, updatedAt: now.toISOString() });
    });
    if (pendingPlanId) {
      await createNotification(ctx, {
        userId,
        type: 'billing',
        title: 'Troca de plano agendada',
        description: `Seu plano muda para ${plan.name} na próxima renovação, em ${formatDatePtBR(sub.currentPeriodEnd)}.`,
        link: '/aluno/assinatura',
      });
    }
  }
  return buildSubscription(ctx.db, (await repo.findSubscription(ctx.db, sub.id))!, now);
}

export async function cancelSubscription(ctx: AppContext, userId: string): Promise<Subscription> {
  const sub = await requireCurrentSubscription(ctx, userId);
  if (sub.status === 'canceled') throw new AppError('conflict', 'A assinatura já está cancelada.');
  const now = ctx.clock.now();
  await repo.updateSubscription(ctx.db, sub.id, { status: 'canceled', cancelAtPeriodEnd: 1, pendingPlanId: null, updatedAt: now.toISOString() });
  const user = (await repo.findUser(ctx.db, userId))!;
  const until = formatDatePtBR(sub.currentPeriodEnd);
  await createNotification(ctx, {
    userId,
    type: 'billing',
    title: 'Assinatura cancelada', hasOwnEmail: true,
    description: `Você continua com acesso a todos os cursos até ${until}. Não haverá novas cobranças.`,
    link: '/aluno/assinatura',
  });
  await ctx.mailer.send({
    to: user.email,
    subject: 'Sua assinatura foi cancelada',
    body: `Olá, ${user.name}.\n\nConfirmamos o cancelamento da sua assinatura. Você continua com acesso a todos os cursos até ${until}; depois dessa data não haverá novas cobranças.\n\nMudou de ideia? Reative a assinatura em Minha Assinatura antes dessa data.`,
  });
  return buildSubscription(ctx.db, (await repo.findSubscription(ctx.db, sub.id))!, now);
}

export async function resumeSubscription(ctx: AppContext, userId: string): Promise<Subscription> {
  const sub = await requireCurrentSubscription(ctx, userId);
  if (sub.status !== 'canceled') throw new AppError('conflict', 'A assinatura já está ativa.');
  const method = await repo.findPaymentMethod(ctx.db, userId);
  if (!method) throw new AppError('bad-request', 'Cadastre um cartão antes de reativar a assinatura.');
  const now = ctx.clock.now();
  await repo.updateSubscription(ctx.db, sub.id, { status: 'active', cancelAtPeriodEnd: 0, updatedAt: now.toISOString() });
  await createNotification(ctx, {
    userId,
    type: 'billing',
    title: 'Assinatura reativada',
    description: `Sua assinatura será renovada automaticamente em ${formatDatePtBR(sub.currentPeriodEnd)}.`,
    link: '/aluno/assinatura',
  });
  return buildSubscription(ctx.db, (await repo.findSubscription(ctx.db, sub.id))!, now);
}

// ---------- payments ----------

function receiptNumberFor(paymentId: string, at: Date): string {
  const stamp = `${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  return `NF-${stamp}-${paymentId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    createdAt: row.createdAt,
    planId: row.planId,
    planName: row.planName,
    kind: row.kind,
    status: row.status,
    statusLabel: PAYMENT_STATUS_LABELS[row.status],
    listPriceCents: row.listPriceCents,
    discountCents: row.discountCents,
    amountCents: row.amountCents,
    couponCode: row.couponCode ?? null,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    receiptNumber: row.receiptNumber,
    hasReceipt: row.status === 'pago' && row.receiptNumber !== null,
  };
}

export async function listPayments(ctx: AppContext, userId: string): Promise<Payment[]> {
  await settleDueSubscriptions(ctx, userId);
  return (await repo.listPaymentsOfUser(ctx.db, userId)).map(toPayment);
}

/** A paid payment of this student with what the receipt needs; anyone else's is 404. */
export async function getReceiptData(ctx: AppContext, userId: string, paymentId: string) {
  const payment = await repo.findPaymentOfUser(ctx.db, userId, paymentId);
  if (!payment) throw new AppError('not-found', 'Pagamento não encontrado.');
  if (payment.status !== 'pago' || !payment.receiptNumber) throw new AppError('not-found', 'Este pagamento não possui nota fiscal.');
  const user = (await repo.findUser(ctx.db, userId))!;
  const { platform } = await ctx.settings.get();
  return { payment, user, platformName: platform.platformName, supportEmail: platform.supportEmail };
}

function toCardDetails(card: { number: string; holderName: string; expMonth: number; expYear: number; cvv: string }): CardDetails {
  return { number: card.number, holderName: card.holderName, expMonth: card.expMonth, expYear: card.expYear, cvv: card.cvv };
}

function storedCardOf(method: PaymentMethodRow): StoredCard {
  return { token: method.providerToken, brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear };
}

function paymentMethodRow(userId: string, card: StoredCard, holderName: string, now: Date): PaymentMethodRow {
  return {
    id: newId(),
    userId,
    provider: paymentProvider.name,
    providerToken: card.token,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    holderName,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/** 'Atualizar': replaces the card on file after the provider accepts it. */
export async function updatePaymentMethod(ctx: AppContext, userId: string, card: { number: string; holderName: string; expMonth: number; expYear: number; cvv: string }): Promise<PaymentMethod> {
  const now = ctx.clock.now();
  const tokenized = paymentProvider.tokenizeCard(toCardDetails(card), now);
  if (!tokenized.ok) throw new AppError('bad-request', tokenized.message);
  const row = paymentMethodRow(userId, tokenized, card.holderName, now);
  await repo.upsertPaymentMethod(ctx.db, row);
  const stored = (await repo.findPaymentMethod(ctx.db, userId))!;
  return toPaymentMethod(stored);
}

// ---------- checkout ----------

type CheckoutInput = {
  planId: string;
  couponCode?: string;
  card: { number: string; holderName: string; expMonth: number; expYear: number; cvv: string };
  idempotencyKey: string;
};

/** What identifies "the same request" for a key: never the full card number. */
function requestHashOf(input: CheckoutInput): string {
  return sha256(JSON.stringify([input.planId, input.couponCode ?? '', input.card.number.slice(-4), input.card.expMonth, input.card.expYear]));
}

async function replayCheckout(ctx: AppContext, userId: string, session: NonNullable<Awaited<ReturnType<typeof repo.findCheckoutSession>>>, requestHash: string): Promise<CheckoutResult> {
  if (session.requestHash !== requestHash) {
    throw new AppError('conflict', 'Esta chave de idempotência já foi usada em outro pedido. Recarregue a página e tente novamente.');
  }
  if (session.outcome === 'declined' || !session.paymentId) {
    throw new AppError('bad-request', session.message ?? 'Pagamento recusado.');
  }
  const payment = (await repo.findPaymentOfUser(ctx.db, userId, session.paymentId))!;
  const sub = (await repo.findSubscription(ctx.db, payment.subscriptionId!))!;
  return { payment: toPayment(payment), subscription: await buildSubscription(ctx.db, sub, ctx.clock.now()), replayed: true };
}

/**
 * Pays a plan and starts the subscription. The (student, idempotency key) row is written
 * first in the same transaction, so a replayed or concurrent request with the same key
 * can never charge or record twice: it gets the stored outcome back.
 *
 * The sandbox charges in-process, so the charge sits inside the transaction; a real
 * gateway would be called with the same idempotency key (and voided on rollback).
 */
export async function checkout(ctx: AppContext, userId: string, input: CheckoutInput): Promise<CheckoutResult> {
  const requestHash = requestHashOf(input);
  const earlier = await repo.findCheckoutSession(ctx.db, userId, input.idempotencyKey);
  if (earlier) return replayCheckout(ctx, userId, earlier, requestHash);

  await settleDueSubscriptions(ctx, userId);
  const now = ctx.clock.now();
  const plan = await requireActivePlan(ctx.db, input.planId);

  let outcome: { kind: 'approved'; paymentId: string; subscriptionId: string; announce: () => void } | { kind: 'declined'; message: string };
  try {
    outcome = await ctx.db.transaction().execute(async (trx) => {
      const sessionId = newId();
      await repo.insertCheckoutSession(trx, {
        id: sessionId, userId, idempotencyKey: input.idempotencyKey, requestHash, outcome: 'succeeded', paymentId: null, message: null, createdAt: now.toISOString(),
      });

      const current = await repo.findLatestSubscription(trx, userId);
      if (current && hasAccess(current, now)) {
        throw new AppError(
          'conflict',
          current.status === 'canceled'
            ? `Sua assinatura foi cancelada, mas continua ativa até ${formatDatePtBR(current.currentPeriodEnd)}. Reative-a em Minha Assinatura.`
            : 'Você já possui uma assinatura ativa. Para trocar de plano, use "Mudar Plano" em Minha Assinatura.',
        );
      }

      const priced = input.couponCode ? await quoteCoupon(trx, input.couponCode, plan, now, userId) : null;
      const listPriceCents = plan.billingPriceCents;
      const discountCents = priced?.quote.discountCents ?? 0;
      const amountCents = listPriceCents - discountCents;

      const tokenized = paymentProvider.tokenizeCard(toCardDetails(input.card), now);
      if (!tokenized.ok) throw new AppError('bad-request', tokenized.message);

      const paymentId = newId();
      const charge =
        amountCents === 0
          ? ({ status: 'approved', reference: null } as const)
          : await paymentProvider.charge({ card: tokenized, amountCents, description: `Assinatura EduIA — Plano ${plan.name}`, idempotencyKey: input.idempotencyKey, now });

      const base = {
        id: paymentId, userId, planId: plan.id, kind: 'checkout' as const, listPriceCents, monthsCovered: plan.periodMonths,
        cardBrand: tokenized.brand, cardLast4: tokenized.last4, provider: paymentProvider.name, createdAt: now.toISOString(),
      };

      if (charge.status === 'declined') {
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

      const subscriptionId = newId();
      const periodEnd = addMonths(now, plan.periodMonths).toISOString();
      await repo.insertSubscription(trx, {
        id: subscriptionId, userId, planId: plan.id, status: 'active', startedAt: now.toISOString(), currentPeriodStart: now.toISOString(),
        currentPeriodEnd: periodEnd, pendingPlanId: null, createdAt: now.toISOString(), updatedAt: now.toISOString(),
      });
      await repo.insertPayment(trx, {
        ...base, subscriptionId, status: 'pago', discountCents, amountCents, couponId: priced?.coupon.id ?? null,
        periodStart: now.toISOString(), periodEnd, providerReference: charge.reference, failureReason: null, receiptNumber: receiptNumberFor(paymentId, now),
      });
      if (priced) {
        await repo.insertCouponRedemption(trx, { id: newId(), couponId: priced.coupon.id, userId, paymentId, createdAt: now.toISOString() });
      }
      await repo.upsertPaymentMethod(trx, paymentMethodRow(userId, tokenized, input.card.holderName, now));
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
      return { kind: 'approved' as const, paymentId, subscriptionId, announce };
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
  const payment = (await repo.findPaymentOfUser(ctx.db, userId, outcome.paymentId))!;
  await sendReceiptMail(ctx, userId, payment, 'Pagamento confirmado — sua assinatura está ativa');
  const sub = (await repo.findSubscription(ctx.db, outcome.subscriptionId))!;
  return { payment: toPayment(payment), subscription: await buildSubscription(ctx.db, sub, now), replayed: false };
}

async function sendReceiptMail(ctx: AppContext, userId: string, payment: PaymentRow, subject: string) {
  const user = (await repo.findUser(ctx.db, userId))!;
  const { platform } = await ctx.settings.get();
  const lines = [
    `Olá, ${user.name}.`,
    '',
    `Recebemos o seu pagamento. Obrigado por assinar a ${platform.platformName}!`,
    '',
    `Nota fiscal: ${payment.receiptNumber}`,
    `Plano: ${payment.planName}`,
    `Data: ${formatDatePtBR(payment.createdAt)}`,
    ...(payment.discountCents > 0 ? [`Valor do plano: ${formatCentsBRL(payment.listPriceCents)}`, `Desconto${payment.couponCode ? ` (cupom ${payment.couponCode})` : ''}: -${formatCentsBRL(payment.discountCents)}`] : []),
    `Total pago: ${formatCentsBRL(payment.amountCents)}`,
    ...(payment.periodStart && payment.periodEnd ? [`Período: ${formatDatePtBR(payment.periodStart)} a ${formatDatePtBR(payment.periodEnd)}`] : []),
    ...(payment.cardLast4 ? [`Cartão: ${payment.cardBrand} final ${payment.cardLast4}`] : []),
    '',
    'O recibo em PDF está disponível em Minha Assinatura > Histórico de Pagamentos.',
    'Pagamento de demonstração: nenhuma cobrança real foi feita.',
  ];
  await ctx.mailer.send({ to: user.email, subject, body: lines.join('\n') });
}

// ---------- renewals ----------

/**
 * Renews or expires every subscription whose period ends within RENEWAL_LEAD_MS (or,
 * with `userId`, only that student's). Called lazily before each read of a student's
 * billing data and periodically by the billing plugin (docs/decisions.md).
 */
export async function settleDueSubscriptions(ctx: AppContext, userId?: string): Promise<number> {
  const now = ctx.clock.now();
  const due = await repo.listSubscriptionsDue(ctx.db, addMs(now, RENEWAL_LEAD_MS).toISOString(), userId);
  let settled = 0;
  for (const sub of due) {
    if (sub.status === 'canceled' || sub.cancelAtPeriodEnd === 1) {
      // Cancelled at period end: access lasts until then, and not after.
      if (new Date(sub.currentPeriodEnd) <= now) {
        await repo.updateSubscription(ctx.db, sub.id, { status: 'expired', updatedAt: now.toISOString() });
        settled += 1;
      }
      continue;
    }
    if (await renewSubscription(ctx, sub, now)) settled += 1;
  }
  return settled;
}

async function renewSubscription(ctx: AppContext, sub: SubscriptionRow, now: Date): Promise<boolean> {
  const plan = await repo.findPlan(ctx.db, sub.pendingPlanId ?? sub.planId);
  const method = await repo.findPaymentMethod(ctx.db, sub.userId);
  if (!plan) return false;
  const oldEnd = new Date(sub.currentPeriodEnd);
  // A late run (server was down) starts the new period now rather than in the past.
  const periodStart = oldEnd > now ? oldEnd : now;
  const periodEnd = addMonths(periodStart, plan.periodMonths);
  const idempotencyKey = `renewal:${sub.id}:${sub.currentPeriodEnd}`;
  const charge = method
    ? await paymentProvider.charge({ card: storedCardOf(method), amountCents: plan.billingPriceCents, description: `Renovação EduIA — Plano ${plan.name}`, idempotencyKey, now })
    : ({ status: 'declined', message: 'Nenhum cartão cadastrado.' } as const);
  const paymentId = newId();

  const result = await ctx.db.transaction().execute(async (trx: Trx) => {
    const base = {
      id: paymentId, userId: sub.userId, subscriptionId: sub.id, planId: plan.id, kind: 'renewal' as const, listPriceCents: plan.billingPriceCents,
      discountCents: 0, amountCents: plan.billingPriceCents, monthsCovered: plan.periodMonths, couponId: null,
      cardBrand: method?.brand ?? null, cardLast4: method?.last4 ?? null, provider: paymentProvider.name, createdAt: now.toISOString(),
    };
    if (charge.status === 'approved') {
      const moved = await repo.advanceSubscriptionPeriod(trx, sub.id, sub.currentPeriodEnd, {
        planId: plan.id, pendingPlanId: null, currentPeriodStart: periodStart.toISOString(), currentPeriodEnd: periodEnd.toISOString(), updatedAt: now.toISOString(),
      });
      if (!moved) return null; // another run renewed it first
      await repo.insertPayment(trx, {
        ...base, status: 'pago', periodStart: periodStart.toISOString(), periodEnd: periodEnd.toISOString(),
        providerReference: charge.reference, failureReason: null, receiptNumber: receiptNumberFor(paymentId, now),
      });
      return createNotification(ctx, {
        userId: sub.userId, type: 'billing', title: 'Assinatura renovada', hasOwnEmail: true,
        description: `Pagamento de ${formatCentsBRL(plan.billingPriceCents)} confirmado. Plano ${plan.name} ativo até ${formatDatePtBR(periodEnd)}.`,
        link: '/aluno/assinatura',
      }, trx);
    }
    // Declined: no more attempts; access lasts until the paid period ends (expired at once
    // when that moment has already passed).
    const moved = await repo.advanceSubscriptionPeriod(trx, sub.id, sub.currentPeriodEnd, {
      status: oldEnd > now ? 'canceled' : 'expired', cancelAtPeriodEnd: 1, updatedAt: now.toISOString(),
    });
    if (!moved) return null;
    await repo.insertPayment(trx, {
      ...base, status: 'recusado', periodStart: null, periodEnd: null, providerReference: null, failureReason: charge.message, receiptNumber: null,
    });
    return createNotification(ctx, {
      userId: sub.userId, type: 'billing', title: 'Falha na renovação da assinatura', hasOwnEmail: true,
      description: oldEnd > now
        ? `${charge.message} Atualize seu cartão e reative a assinatura até ${formatDatePtBR(sub.currentPeriodEnd)} para não perder o acesso.`
        : `${charge.message} Sua assinatura expirou; atualize seu cartão e assine novamente para voltar a estudar.`,
      link: '/aluno/assinatura',
    }, trx);
  });
  if (!result) return false;
  await result.announce();
  const payment = (await repo.findPaymentOfUser(ctx.db, sub.userId, paymentId))!;
  if (payment.status === 'pago') {
    await sendReceiptMail(ctx, sub.userId, payment, 'Sua assinatura foi renovada');
  } else {
    const user = (await repo.findUser(ctx.db, sub.userId))!;
    await ctx.mailer.send({
      to: user.email,
      subject: 'Não conseguimos renovar sua assinatura',
      body: `Olá, ${user.name}.\n\nA cobrança de ${formatCentsBRL(plan.billingPriceCents)} para renovar o Plano ${plan.name} foi recusada: ${charge.status === 'declined' ? charge.message : ''}\n\n${
        oldEnd > now
          ? `Você mantém o acesso até ${formatDatePtBR(sub.currentPeriodEnd)}. Para continuar estudando, atualize seu cartão e reative a assinatura em Minha Assinatura.`
          : 'Sua assinatura expirou. Para continuar estudando, atualize seu cartão e assine novamente em Minha Assinatura.'
      }`,
    });
  }
  return true;
}

// ---------- sign-up during checkout ----------

/** Creates a student account (settings' password policy) and opens its session. */
export async function signUpStudent(ctx: AppContext, input: { name: string; email: string; password: string }) {
  const { security, platform } = await ctx.settings.get();
  if (input.password.length < security.passwordMinLength) {
    throw new AppError('bad-request', `A senha deve ter pelo menos ${security.passwordMinLength} caracteres.`);
  }
  if (await repo.findUserIdByEmail(ctx.db, input.email)) {
    throw new AppError('conflict', 'Já existe uma conta com este e-mail. Entre com sua senha para continuar.');
  }
  const now = ctx.clock.now().toISOString();
  const id = newId();
  try {
    await repo.insertStudent(ctx.db, { id, name: input.name, email: input.email, passwordHash: await hashPassword(input.password), createdAt: now });
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (await repo.findUserIdByEmail(ctx.db, input.email)) {
      throw new AppError('conflict', 'Já existe uma conta com este e-mail. Entre com sua senha para continuar.');
    }
    throw error;
  }
  const token = await openSession(ctx, id);
  await ctx.mailer.send({
    to: input.email,
    subject: `Bem-vindo(a) à ${platform.platformName}!`,
    body: `Olá, ${input.name}.\n\nSua conta de aluno foi criada. Entre com este e-mail e a senha que você escolheu.\n\nBons estudos!`,
  });
  return { token, user: toSessionUser({ id, name: input.name, email: input.email, role: 'aluno', avatarFile: null, mustChangePassword: 0 }) };
}

// ---------- support ----------

const ROLE_LABELS = { aluno: 'Aluno', professor: 'Professor', admin: 'Admin' } as const;

/** 'Contatar suporte': stored, and mailed to the settings' support address (outbox without SMTP). */
export async function contactSupport(ctx: AppContext, userId: string, input: { subject: string; message: string; context?: string }) {
  const user = (await repo.findUser(ctx.db, userId))!;
  const { platform } = await ctx.settings.get();
  const now = ctx.clock.now();
  await repo.insertSupportMessage(ctx.db, {
    id: newId(), userId, subject: input.subject, message: input.message, context: input.context ?? null, createdAt: now.toISOString(),
  });
  await ctx.mailer.send({
    to: platform.supportEmail,
    subject: `[Suporte] ${input.subject}`,
    body: [
      `De: ${user.name} <${user.email}> (${ROLE_LABELS[user.role]})`,
      ...(input.context ? [`Origem: ${input.context}`] : []),
      `Enviada em: ${formatDatePtBR(now)}`,
      '',
      input.message,
      '',
      `Responda diretamente para ${user.email}.`,
    ].join('\n'),
  });
  return { ok: true as const, message: 'Mensagem enviada! Nossa equipe de suporte responderá no seu e-mail.' };
}

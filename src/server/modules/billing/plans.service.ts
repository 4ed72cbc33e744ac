import type { CouponQuote, InstalmentOption, Plan } from '#contracts/billing';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import { formatCentsBRL, formatDatePtBR } from '#server/lib/format';
import * as repo from './billing.repository.ts';
import type { CouponRow, PlanRow } from './billing.repository.ts';
import { instalmentOption, instalmentOptions, instalmentSplitText, type InstalmentOption as InstalmentMaths } from './payment-codes/instalments.ts';

// Plans and coupons: the catalogue of prices and how a coupon prices a plan.

/** The monthly plan's price per month: the reference for savings. */
export function monthlyReferenceCents(plans: PlanRow[]): number {
  const monthly = plans.find((p) => p.periodMonths === 1);
  return monthly ? monthly.monthlyPriceCents : Math.max(0, ...plans.map((p) => p.monthlyPriceCents));
}

/** A plan's benefits as stored with it (a JSON array in plans.features). */
export function planFeatures(row: Pick<PlanRow, 'features'>): string[] {
  return JSON.parse(row.features) as string[];
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
    features: planFeatures(row),
    popular: row.popular === 1,
    savingsPercent,
    interestFreeInstalments: row.interestFreeInstalments,
  };
}

export async function listPlans(ctx: AppContext): Promise<Plan[]> {
  const rows = await repo.listActivePlans(ctx.db);
  const reference = monthlyReferenceCents(rows);
  return rows.map((row) => toPlan(row, reference));
}

export async function requireActivePlan(db: Db, planId: string): Promise<PlanRow> {
  const plan = await repo.findPlan(db, planId);
  if (!plan || plan.active !== 1) throw new AppError('not-found', 'Plano não encontrado.');
  return plan;
}

function couponLabel(coupon: Pick<CouponRow, 'discountType' | 'discountValue'>): string {
  return coupon.discountType === 'percent' ? `${coupon.discountValue}% de desconto` : `${formatCentsBRL(coupon.discountValue)} de desconto`;
}

/**
 * Checks a coupon against its active flag, validity date and usage limit (and, for a
 * signed-in student, whether they already used it), and prices it for a plan.
 * The code arrives upper-cased by the contract (spec section 5).
 */
export async function quoteCoupon(db: Db, code: string, plan: PlanRow, now: Date, userId: string | null): Promise<{ coupon: CouponRow; quote: CouponQuote }> {
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

/** "3x de R$ 39,90 sem juros", "1x de R$ 16,64 + 2x de R$ 16,63 sem juros", "6x de R$ 22,09 … com juros (total …)": every value shown. */
function instalmentLabel(option: InstalmentMaths): string {
  const split = instalmentSplitText(option.totalCents, option.count, formatCentsBRL);
  return option.interestFree ? `${split} sem juros` : `${split} com juros (total ${formatCentsBRL(option.totalCents)})`;
}

const toInstalmentOption = (option: InstalmentMaths): InstalmentOption => ({ ...option, label: instalmentLabel(option) });

/** The card's instalment options for an amount: interest-free up to the plan's count, Price table above (payment-codes). */
export function instalmentOptionsOf(plan: Pick<PlanRow, 'interestFreeInstalments'>, amountCents: number): InstalmentOption[] {
  if (amountCents <= 0) return [];
  return instalmentOptions(amountCents, plan.interestFreeInstalments).map(toInstalmentOption);
}

/** One option, as charged: `count` instalments of `amountCents`. */
export function instalmentOf(plan: Pick<PlanRow, 'interestFreeInstalments'>, amountCents: number, count: number): InstalmentOption {
  const option = instalmentOption(amountCents, count, plan.interestFreeInstalments);
  return toInstalmentOption(option);
}

export async function listInstalmentOptions(ctx: AppContext, userId: string | null, input: { planId: string; couponCode?: string }): Promise<InstalmentOption[]> {
  const plan = await requireActivePlan(ctx.db, input.planId);
  const quote = input.couponCode ? (await quoteCoupon(ctx.db, input.couponCode, plan, ctx.clock.now(), userId)).quote : null;
  return instalmentOptionsOf(plan, quote ? quote.totalCents : plan.billingPriceCents);
}

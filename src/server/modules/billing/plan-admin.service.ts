import type { AdminCoupon, AdminPlan, CouponInput, CouponUpdate, PlanInput, PlanUpdate } from '#contracts/plan-admin';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import { formatCentsBRL, formatDatePtBR } from '#server/lib/format';
import { newId } from '#server/lib/ids';
import { recordAudit, type AuditActor as AdminActor } from '#server/modules/audit/audit.service';
import { createNotification } from '#server/modules/notifications/notifications.service';
import * as repo from './plan-admin.repository.ts';
import { planFeatures } from './plans.service.ts';

// /admin/planos (docs/decisions/plan-and-coupon-administration.md).
// - A deactivated plan leaves /assinatura and checkout (both read active plans only);
//   its subscribers keep it and renew on it (renewals read the plan whatever its flag).
// - Renewals charge the plan's price of the day, so a new price applies from each
//   subscriber's next renewal; each renewing subscriber is notified in the same transaction.
// - Every edit names the version it was based on: a stale one is a 409, never a silent overwrite.

type PlanRow = Awaited<ReturnType<typeof repo.listPlansWithSubscribers>>[number];
type CouponRow = NonNullable<Awaited<ReturnType<typeof repo.findCoupon>>>;

const planNotFound = () => new AppError('not-found', 'Plano não encontrado.');
const couponNotFound = () => new AppError('not-found', 'Cupom não encontrado.');

function toAdminPlan(row: PlanRow): AdminPlan {
  return {
    id: row.id, name: row.name, description: row.description, priceCents: row.billingPriceCents, monthlyPriceCents: row.monthlyPriceCents,
    originalPriceCents: row.originalPriceCents, periodMonths: row.periodMonths, features: planFeatures(row), interestFreeInstalments: row.interestFreeInstalments, active: row.active === 1,
    subscribers: Number(row.subscribers ?? 0), version: row.version,
  };
}

const saoPauloDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
/** The last valid day (São Paulo) as the instant it ends: Brazil keeps UTC−3 all year since 2019. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999-03:00`).toISOString();

function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    id: row.id, code: row.code, discountType: row.discountType, discountValue: row.discountValue, maxUses: row.maxUses, usedCount: row.usedCount,
    validUntil: row.validUntil, validUntilDate: row.validUntil ? saoPauloDay.format(new Date(row.validUntil)) : null, active: row.active === 1, version: row.version,
  };
}

function planValues(input: PlanInput) {
  return {
    name: input.name, description: input.description, billingPriceCents: input.priceCents, monthlyPriceCents: Math.round(input.priceCents / input.periodMonths),
    originalPriceCents: input.originalPriceCents, periodMonths: input.periodMonths, features: JSON.stringify(input.features), interestFreeInstalments: input.interestFreeInstalments, active: input.active ? 1 : 0,
  };
}

export async function listAdminPlans(ctx: AppContext): Promise<AdminPlan[]> {
  return (await repo.listPlansWithSubscribers(ctx.db)).map(toAdminPlan);
}

async function readPlan(db: Db, id: string): Promise<AdminPlan> {
  const row = await repo.findPlanWithSubscribers(db, id);
  if (!row) throw planNotFound();
  return toAdminPlan(row);
}

export async function createPlan(ctx: AppContext, actor: AdminActor, input: PlanInput): Promise<AdminPlan> {
  const id = newId();
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    await repo.insertPlan(trx, { id, ...planValues(input), popular: 0, position: await repo.nextPlanPosition(trx), createdAt: now, updatedAt: now });
    await recordAudit(ctx, trx, { actorId: actor.id, ip: actor.ip, action: 'plan.create', targetType: 'plan', targetId: id, details: { name: input.name, priceCents: input.priceCents, periodMonths: input.periodMonths, interestFreeInstalments: input.interestFreeInstalments } });
    return readPlan(trx, id);
  });
}

export async function updatePlan(ctx: AppContext, actor: AdminActor, planId: string, input: PlanUpdate): Promise<AdminPlan> {
  const before = await repo.findPlanWithSubscribers(ctx.db, planId);
  if (!before) throw planNotFound();
  const now = ctx.clock.now().toISOString();
  const announcements: Array<() => Promise<void>> = [];
  const updated = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.updatePlanAtVersion(trx, planId, input.version, { ...planValues(input), updatedAt: now }))) return null;
    const priceChanged = before.billingPriceCents !== input.priceCents;
    await recordAudit(ctx, trx, {
      actorId: actor.id, ip: actor.ip, action: 'plan.update', targetType: 'plan', targetId: planId,
      details: {
        before: { name: before.name, priceCents: before.billingPriceCents, interestFreeInstalments: before.interestFreeInstalments, active: before.active === 1 },
        after: { name: input.name, priceCents: input.priceCents, interestFreeInstalments: input.interestFreeInstalments, active: input.active },
      },
    });
    if (priceChanged) {
      for (const sub of await repo.listRenewingSubscriptionsOfPlan(trx, planId)) {
        const { announce } = await createNotification(ctx, {
          userId: sub.userId, type: 'billing', title: `Novo preço do plano ${input.name}`,
          description: `O plano ${input.name} passa de ${formatCentsBRL(before.billingPriceCents)} para ${formatCentsBRL(input.priceCents)} a partir da sua próxima renovação, em ${formatDatePtBR(sub.currentPeriodEnd)}. Até lá nada muda.`,
          link: '/aluno/assinatura',
        }, trx);
        announcements.push(announce);
      }
    }
    return readPlan(trx, planId);
  });
  if (!updated) throw new AppError('conflict', 'Este plano foi alterado por outro administrador depois que você abriu a página. Recarregue e tente de novo.');
  for (const announce of announcements) await announce();
  return updated;
}

export async function listAdminCoupons(ctx: AppContext): Promise<AdminCoupon[]> {
  return (await repo.listCoupons(ctx.db)).map(toAdminCoupon);
}

/** A fixed discount above the cheapest active plan's price would give that plan away. */
async function checkCouponRules(db: Db, input: CouponInput, ownId: string | null) {
  const taken = await repo.findCouponIdByCode(db, input.code);
  if (taken && taken !== ownId) throw new AppError('conflict', `Já existe um cupom com o código ${input.code}.`);
  if (input.discountType === 'fixed') {
    const cheapest = await repo.cheapestActivePlan(db);
    if (cheapest && input.discountValue > cheapest.billingPriceCents) {
      throw new AppError('bad-request', `O desconto fixo de ${formatCentsBRL(input.discountValue)} é maior que o preço do plano ${cheapest.name} (${formatCentsBRL(cheapest.billingPriceCents)}).`);
    }
  }
}

function couponValues(input: CouponInput) {
  return {
    code: input.code, discountType: input.discountType, discountValue: input.discountValue, maxUses: input.maxUses,
    validUntil: input.validUntil ? endOfDay(input.validUntil) : null, active: input.active ? 1 : 0,
  };
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
};

/** A validity day already gone is refused, unless an edit keeps the day the coupon had. */
function checkValidity(ctx: AppContext, validUntil: string | null, storedDay: string | null) {
  if (validUntil === null || validUntil === storedDay) return;
  if (validUntil < saoPauloDay.format(ctx.clock.now())) throw new AppError('bad-request', 'A validade não pode ser uma data passada.');
}

export async function createCoupon(ctx: AppContext, actor: AdminActor, input: CouponInput): Promise<AdminCoupon> {
  checkValidity(ctx, input.validUntil, null);
  const id = newId();
  const now = ctx.clock.now().toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await checkCouponRules(trx, input, null);
      await repo.insertCoupon(trx, { id, ...couponValues(input), usedCount: 0, createdAt: now, updatedAt: now });
      await recordAudit(ctx, trx, { actorId: actor.id, ip: actor.ip, action: 'coupon.create', targetType: 'coupon', targetId: id, details: couponValues(input) });
      return toAdminCoupon((await repo.findCoupon(trx, id))!);
    });
  } catch (error) {
    // Two admins creating the same code at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('conflict', `Já existe um cupom com o código ${input.code}.`);
    throw error;
  }
}

export async function updateCoupon(ctx: AppContext, actor: AdminActor, couponId: string, input: CouponUpdate): Promise<AdminCoupon> {
  const before = await repo.findCoupon(ctx.db, couponId);
  if (!before) throw couponNotFound();
  checkValidity(ctx, input.validUntil, toAdminCoupon(before).validUntilDate);
  if (input.maxUses !== null && input.maxUses < before.usedCount) {
    throw new AppError('bad-request', `O limite de usos não pode ser menor que os ${before.usedCount} usos já feitos.`);
  }
  try {
    const updated = await ctx.db.transaction().execute(async (trx) => {
      await checkCouponRules(trx, input, couponId);
      if (!(await repo.updateCouponAtVersion(trx, couponId, input.version, { ...couponValues(input), updatedAt: ctx.clock.now().toISOString() }))) return null;
      await recordAudit(ctx, trx, { actorId: actor.id, ip: actor.ip, action: 'coupon.update', targetType: 'coupon', targetId: couponId, details: { before: toAdminCoupon(before), after: couponValues(input) } });
      return toAdminCoupon((await repo.findCoupon(trx, couponId))!);
    });
    if (!updated) throw new AppError('conflict', 'Este cupom foi alterado por outro administrador depois que você abriu a página. Recarregue e tente de novo.');
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', `Já existe um cupom com o código ${input.code}.`);
    throw error;
  }
}

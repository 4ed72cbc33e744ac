import { z } from 'zod';
import { defineEndpoint, IdParamsSchema } from './endpoint.ts';
import { CouponCodeSchema } from './billing.ts';

// /admin/planos (issue 13 item 4): subscription plans and coupons. Money in integer
// centavos. Each row carries a `version`: an edit based on an older one is refused (409),
// so two admins never overwrite each other silently.

/** Card instalments without interest offered by default on a new plan. */
export const DEFAULT_INTEREST_FREE_INSTALMENTS = 3;

/** Billing periods offered: months per charge. */
export const BILLING_PERIODS = [1, 3, 6, 12] as const;
export const BILLING_PERIOD_LABELS: Record<number, string> = { 1: 'Mensal', 3: 'Trimestral', 6: 'Semestral', 12: 'Anual' };

const cents = (what: string) => z.number({ message: `Informe ${what}.` }).int(`Informe ${what} em centavos inteiros.`);

export const PlanInputSchema = z.object({
  name: z.string().trim().min(2, 'O nome do plano deve ter pelo menos 2 caracteres.').max(60, 'O nome do plano pode ter no máximo 60 caracteres.'),
  description: z.string().trim().max(200, 'A descrição pode ter no máximo 200 caracteres.'),
  /** What is charged every period. */
  priceCents: cents('o preço').min(100, 'O preço deve ser de pelo menos R$ 1,00.').max(10_000_000, 'O preço pode ser de no máximo R$ 100.000,00.'),
  /** The crossed-out "de" price; null = none. */
  originalPriceCents: cents('o preço original').min(0).max(10_000_000, 'O preço original pode ser de no máximo R$ 100.000,00.').nullable(),
  periodMonths: z.number({ message: 'Escolha um período de cobrança.' }).refine((n) => (BILLING_PERIODS as readonly number[]).includes(n), 'Escolha um período de cobrança: mensal, trimestral, semestral ou anual.'),
  /** One benefit per entry; blank entries (empty lines in the form) are dropped. */
  features: z.array(z.string())
    .transform((lines) => lines.map((line) => line.trim()).filter((line) => line !== ''))
    .pipe(z.array(z.string().max(120, 'Cada benefício pode ter no máximo 120 caracteres.')).min(1, 'Informe pelo menos um benefício.').max(12, 'No máximo 12 benefícios.')),
  /** Card instalments without interest: 1x up to this count (issue 14 item 3); interest above it. */
  interestFreeInstalments: z.number({ message: 'Informe o número de parcelas sem juros.' })
    .int('Informe o número de parcelas sem juros como número inteiro.')
    .min(1, 'As parcelas sem juros devem ser de 1 a 12.').max(12, 'As parcelas sem juros devem ser de 1 a 12.'),
  active: z.boolean(),
}).refine((plan) => plan.originalPriceCents === null || plan.originalPriceCents > plan.priceCents, {
  message: 'O preço original deve ser maior que o preço (ou deixe-o em branco).', path: ['originalPriceCents'],
});
export type PlanInput = z.infer<typeof PlanInputSchema>;

export const VersionSchema = z.object({ version: z.number().int().min(1) });
export const PlanUpdateSchema = PlanInputSchema.and(VersionSchema);
export type PlanUpdate = z.infer<typeof PlanUpdateSchema>;

export const AdminPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  monthlyPriceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  periodMonths: z.number().int(),
  features: z.array(z.string()),
  interestFreeInstalments: z.number().int(),
  active: z.boolean(),
  /** Students whose current subscription is on this plan (renewing or until period end). */
  subscribers: z.number().int(),
  version: z.number().int(),
});
export type AdminPlan = z.infer<typeof AdminPlanSchema>;

/** A real calendar day ('2026-02-30' matches the pattern but is no date). */
function isRealDay(value: string): boolean {
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const CouponTypeSchema = z.enum(['percent', 'fixed']);
export const COUPON_TYPE_LABELS = { percent: 'Percentual', fixed: 'Fixo' } as const;

export const CouponInputSchema = z.object({
  code: CouponCodeSchema.pipe(z.string().regex(/^[A-Z0-9_-]{3,40}$/, 'O código deve ter de 3 a 40 letras, números, - ou _.')),
  discountType: CouponTypeSchema,
  /** Whole percent (1–100) or centavos. */
  discountValue: z.number({ message: 'Informe o desconto.' }).int('Informe o desconto como número inteiro.').min(1, 'O desconto deve ser maior que zero.'),
  /** null = unlimited */
  maxUses: z.number({ message: 'Informe o máximo de usos ou deixe em branco.' }).int('Informe um número inteiro de usos.').min(1, 'O limite de usos deve ser pelo menos 1.').max(1_000_000).nullable(),
  /** Last valid day (YYYY-MM-DD, São Paulo); null = no end. */
  validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a validade como uma data.').refine(isRealDay, 'Informe a validade como uma data.').nullable(),
  active: z.boolean(),
}).refine((coupon) => coupon.discountType !== 'percent' || coupon.discountValue <= 100, {
  message: 'Um desconto percentual não pode passar de 100%.', path: ['discountValue'],
});
export type CouponInput = z.infer<typeof CouponInputSchema>;
export const CouponUpdateSchema = CouponInputSchema.and(VersionSchema);
export type CouponUpdate = z.infer<typeof CouponUpdateSchema>;

export const AdminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  discountType: CouponTypeSchema,
  discountValue: z.number().int(),
  maxUses: z.number({ message: 'Informe o máximo de usos ou deixe em branco.' }).int().nullable(),
  usedCount: z.number().int(),
  /** The stored instant (end of the last valid day, São Paulo). */
  validUntil: z.string().nullable(),
  /** The last valid day as typed (YYYY-MM-DD). */
  validUntilDate: z.string().nullable(),
  active: z.boolean(),
  version: z.number().int(),
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

const admin = ['admin'] as const;
const stale = 'Alterado por outro administrador desde que a página foi aberta.';

export const planAdminEndpoints = {
  listPlans: defineEndpoint({
    method: 'GET', path: '/api/admin/plans', access: admin,
    summary: 'Todos os planos (ativos e inativos) com o número de assinantes.', response: z.array(AdminPlanSchema),
  }),
  createPlan: defineEndpoint({
    method: 'POST', path: '/api/admin/plans', access: admin, status: 201,
    summary: 'Cria um plano.', body: PlanInputSchema, response: AdminPlanSchema,
  }),
  updatePlan: defineEndpoint({
    method: 'PUT', path: '/api/admin/plans/:id', access: admin,
    summary: 'Edita, ativa ou desativa um plano. Um novo preço vale a partir da próxima renovação de cada assinante, que é avisado.',
    params: IdParamsSchema, body: PlanUpdateSchema, response: AdminPlanSchema, conflict: stale,
  }),
  listCoupons: defineEndpoint({
    method: 'GET', path: '/api/admin/coupons', access: admin,
    summary: 'Todos os cupons com usos (usados/máximo).', response: z.array(AdminCouponSchema),
  }),
  createCoupon: defineEndpoint({
    method: 'POST', path: '/api/admin/coupons', access: admin, status: 201,
    summary: 'Cria um cupom (código em maiúsculas, único).', body: CouponInputSchema, response: AdminCouponSchema, conflict: 'Código já usado por outro cupom.',
  }),
  updateCoupon: defineEndpoint({
    method: 'PUT', path: '/api/admin/coupons/:id', access: admin,
    summary: 'Edita, ativa ou desativa um cupom.', params: IdParamsSchema, body: CouponUpdateSchema, response: AdminCouponSchema, conflict: stale,
  }),
};

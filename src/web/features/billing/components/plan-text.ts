import type { Plan } from '#contracts/billing';
import { plural } from '#contracts/plural';
import { formatBRL } from '#web/lib/format.ts';

/** "R$ 119,70 a cada 3 meses", "R$ 358,80 por ano", "Cobrado mensalmente". */
export function billingText(plan: Pick<Plan, 'periodMonths' | 'billingPriceCents'>): string {
  if (plan.periodMonths === 1) return 'Cobrado mensalmente';
  if (plan.periodMonths === 12) return `${formatBRL(plan.billingPriceCents)} por ano`;
  return `${formatBRL(plan.billingPriceCents)} a cada ${plan.periodMonths} meses`;
}

/** "1 mês", "3 meses", "12 meses". */
export const periodText = (months: number): string => plural(months, 'mês', 'meses');

/** The charge and its rhythm: "R$ 49,90 por mês", "R$ 119,70 a cada 3 meses". */
export function chargeText(plan: Pick<Plan, 'periodMonths' | 'billingPriceCents'>): string {
  return plan.periodMonths === 1 ? `${formatBRL(plan.billingPriceCents)} por mês` : billingText(plan);
}

/** Duration as a member: "Menos de 1 mês", "1 mês", "18 meses". */
export const memberDurationText = (months: number): string => (months < 1 ? 'Menos de 1 mês' : periodText(months));

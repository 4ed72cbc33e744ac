import type { SeedContext } from './seed-context.ts';

/** What every plan gives, in display order (the plans' `features`). */
const PLAN_BENEFITS = [
  'Acesso ilimitado a todos os cursos',
  'Certificados de conclusão',
  'Simulados e exercícios práticos',
  'Download de materiais complementares',
  'Suporte por e-mail',
];

/**
 * What every installation needs, demo or not: the default settings and the plans that
 * the pricing page sells (spec values). Idempotent, like every seeder.
 */
export async function seedPlatform({ db, settings }: SeedContext) {
  await settings.seedDefaults();
  // A plan's benefits are stored with it (plans.features) and every screen reads them from
  // there. The plans differ only in price: each benefit is something the product does for
  // every subscriber (docs/decisions/plans-promise-what-the-product-does.md).
  const plans = [
    { id: 'monthly', name: 'Mensal', description: 'Flexibilidade total, pague mês a mês', monthlyPriceCents: 4990, billingPriceCents: 4990, originalPriceCents: null, periodMonths: 1, popular: 0, position: 1,
      features: PLAN_BENEFITS },
    { id: 'quarterly', name: 'Trimestral', description: 'O equilíbrio ideal entre economia e flexibilidade', monthlyPriceCents: 3990, billingPriceCents: 11970, originalPriceCents: 14970, periodMonths: 3, popular: 1, position: 2,
      features: PLAN_BENEFITS },
    { id: 'annual', name: 'Anual', description: 'A maior economia para quem leva o aprendizado a sério', monthlyPriceCents: 2990, billingPriceCents: 35880, originalPriceCents: 59880, periodMonths: 12, popular: 0, position: 3,
      features: PLAN_BENEFITS },
  ];
  for (const plan of plans) {
    await db
      .insertInto('plans')
      .values({ ...plan, features: JSON.stringify(plan.features), active: 1, createdAt: '2024-01-01T00:00:00.000Z' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

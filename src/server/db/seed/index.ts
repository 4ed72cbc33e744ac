import type { Db } from '../database.ts';
import { SettingsService } from '#server/modules/settings/settings.service';
import type { SeedContext } from './seed-context.ts';
import { seedFoundation } from './foundation.seed.ts';
import { seedPlatform } from './platform.seed.ts';
import { seedBilling } from './billing.seed.ts';
import { seedAssessment } from './assessment.seed.ts';
import { seedAccountNotices } from './account-notices.seed.ts';
import { seedLearning } from './learning.seed.ts';
import { seedTeacher } from './teacher.seed.ts';
import { seedPaymentMethods } from './payment-methods.seed.ts';

/**
 * The demo data, as rows. Idempotent: every seeder inserts with fixed ids and skips what
 * exists, so `npm run db:seed` can run on a live database. Add domain seeders at the end.
 */
const seeders: Array<{ name: string; run: (ctx: SeedContext) => Promise<void> }> = [
  { name: 'foundation', run: seedFoundation },
  { name: 'learning', run: seedLearning },
  { name: 'billing', run: seedBilling },
  { name: 'account-notices', run: seedAccountNotices },
  // Keep last: exams and certificates build on the learning seed's lessons and enrollments.
  { name: 'assessment', run: seedAssessment },
  // The demo teacher's draft, pending and rejected courses (after assessment: no quizzes for them).
  { name: 'teacher', run: seedTeacher },
  // Issue 14: a student paying by Pix, with a refunded card purchase in 3x and an expired Pix.
  { name: 'payment-methods', run: seedPaymentMethods },
];

/**
 * All seeders in one transaction: an interrupted seed leaves no half-seeded database.
 * `demo: false` (a deployment without DEMO_DATA) seeds only the settings and plans: no
 * demo users, courses or sample records; its first administrator comes from `npm run admin:create`.
 */
export async function seedDatabase(ctx: SeedContext & { demo?: boolean }): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const inTransaction: SeedContext = { ...ctx, db: trx, settings: new SettingsService(trx, { now: () => ctx.now }) };
    await seedPlatform(inTransaction);
    if (ctx.demo === false) return;
    for (const seeder of seeders) await seeder.run(inTransaction);
  });
}

/** A new database (no user yet) gets its seed at start (main.ts): the demo data only with DEMO_DATA. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}

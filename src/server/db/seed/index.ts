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
import { seedTeacherMaterials } from './teacher-materials.seed.ts';
import { seedReports } from './reports.seed.ts';
import { seedTeacherActivity } from './teacher-activity.seed.ts';
import { seedAdmin } from './admin.seed.ts';
import { seedSettings } from './settings.seed.ts';
import { seedModeration } from './moderation.seed.ts';
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
  // Handouts, thumbnails and the professional profile of the demo teacher (after 'teacher': its courses).
  { name: 'teacher-materials', run: seedTeacherMaterials },
  // Subscribers, payments and cancellations over the last 12 months for /admin/relatorios.
  { name: 'reports', run: seedReports },
  // The demo teacher's class over the last year: roster and analytics figures (after teacher: new users only).
  { name: 'teacher-activity', run: seedTeacherActivity },
  // Users in every status, outbox e-mails and audit rows for the administrator area (issue 13).
  { name: 'admin', run: seedAdmin },
  // Policy texts with a version history (the settings page's 'Políticas' tab).
  { name: 'settings', run: seedSettings },
  // Issue 14: a student paying by Pix, with a refunded card purchase in 3x and an expired Pix.
  { name: 'payment-methods', run: seedPaymentMethods },
  // Courses and students waiting for moderation; marks the earlier students as verified (keep last).
  { name: 'moderation', run: seedModeration },
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

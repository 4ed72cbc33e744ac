import type { Db } from '../database.ts';
import type { SettingsService } from '#server/modules/settings/settings.service';
import { seedFoundation } from './foundation.seed.ts';
import { seedLearning } from './learning.seed.ts';

export interface SeedContext {
  db: Db;
  now: Date;
  settings: SettingsService;
  /** Where seeded files (course materials) are written; seeders skip files without it. */
  uploadDir?: string;
}

/**
 * The demo data, as rows. Idempotent: every seeder inserts with fixed ids and skips what
 * exists, so `npm run db:seed` can run on a live database. Add domain seeders at the end.
 */
export const seeders: Array<{ name: string; run: (ctx: SeedContext) => Promise<void> }> = [
  { name: 'foundation', run: seedFoundation },
  { name: 'learning', run: seedLearning },
];

export async function seedDatabase(ctx: SeedContext): Promise<void> {
  for (const seeder of seeders) await seeder.run(ctx);
}

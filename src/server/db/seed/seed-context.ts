import type { Db } from '../database.ts';
import type { SettingsService } from '#server/modules/settings/settings.service';

// Its own file so that seeders never import index.ts, which imports them (no cycle).
export interface SeedContext {
  db: Db;
  now: Date;
  settings: SettingsService;
  /** Where seeded files (course materials) are written; seeders skip files without it. */
  uploadDir?: string;
}

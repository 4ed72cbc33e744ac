import type { Db } from '../database.ts';
import type { AuditAnchor } from '#server/modules/audit/audit-anchor';
import type { SettingsService } from '#server/modules/settings/settings.service';

// Its own file so that seeders never import index.ts, which imports them (no cycle).
export interface SeedContext {
  db: Db;
  now: Date;
  settings: SettingsService;
  /** The audit chain's key (seeded audit rows are keyed like every other). */
  audit: AuditAnchor;
  /** Where seeded files (course materials) are written; seeders skip files without it. */
  uploadDir?: string;
}
